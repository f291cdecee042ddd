/**
 * The studio's model (issue 32): projects from templates, a save reloads the preview, and a refusal
 * changes nothing (the engine's answer is the only truth; the fake here refuses as the engine does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { studioProblem } from '../../../src/ui/studio/problem.ts';
import type { StudioApi, StudioFile } from '../../../src/ui/studio/studio-client.ts';
import { bytesText, STUDIO_LIMITS } from '../../../src/ui/studio/studio-client.ts';
import { createStudioModel, firstFile } from '../../../src/ui/studio/studio-model.ts';
import { TEMPLATE_IDS, templateFiles } from '../../../src/ui/studio/templates.ts';

function fakeApi() {
  const projects = new Map<string, StudioFile[]>();
  /** Projects brought in from chosen files: they wait for Run, as the engine's do. */
  const waiting = new Set<string>();
  const refuse = (code: string) => {
    throw new ApiError(0, { error: code });
  };
  const api: StudioApi = {
    listProjects: async () =>
      [...projects].map(([name, files]) => ({
        name,
        runApproved: !waiting.has(name),
        origin: null,
        fileCount: files.length,
        bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
        createdAt: '',
        updatedAt: '',
      })),
    readProject: async (name) => ({
      name,
      files: projects.get(name) ?? refuse('studio_project_not_found'),
      runApproved: !waiting.has(name),
      origin: waiting.has(name) ? { kind: 'zip', name: `${name}.zip`, at: '2026-03-27T08:00:00.000Z' } : null,
    }),
    createProject: async (name, files, origin) => {
      if (projects.has(name)) refuse('studio_project_exists');
      projects.set(name, files);
      if (origin) waiting.add(name);
    },
    approveRun: async (name) => waiting.delete(name),
    saveFile: async (project, path, bytes) => {
      if (bytes.length > STUDIO_LIMITS.fileBytes) refuse('studio_file_too_large');
      const files = (projects.get(project) ?? []).filter((file) => file.path !== path);
      projects.set(project, [...files, { path, bytes }]);
    },
    renameFile: async () => null,
    deleteFile: async () => null,
    duplicateProject: async () => null,
    deleteProject: async (name) => projects.delete(name),
  };
  return { api, projects };
}

describe('the studio model', () => {
  it('makes the booking template from the whole reference frontend', async () => {
    const files = await templateFiles('booking');
    const expected = readdirSync('examples/booking').sort();
    expect(files.map((file) => file.path).sort()).toEqual(expected);
    for (const file of files) expect(bytesText(file.bytes)).toBe(readFileSync(`examples/booking/${file.path}`, 'utf8'));
  });

  it('gives every template an index.html', async () => {
    for (const id of TEMPLATE_IDS) {
      expect((await templateFiles(id)).map((file) => file.path)).toContain('index.html');
    }
  });

  it('opens index.html first, or the file open last time', () => {
    const project = {
      name: 'p',
      files: [
        { path: 'a.js', bytes: new Uint8Array() },
        { path: 'index.html', bytes: new Uint8Array() },
      ],
    };
    expect(firstFile(project)).toBe('index.html');
    expect(firstFile(project, 'a.js')).toBe('a.js');
    expect(firstFile(project, 'gone.js')).toBe('index.html');
  });

  it('reloads the preview after a save, with the saved text', async () => {
    const { api, projects } = fakeApi();
    const model = createStudioModel(api);
    await model.create('demo', 'blank');
    await model.openProject('demo');
    expect(model.openPath.value).toBe('index.html');
    const before = model.previewVersion.value;
    await model.saveText('index.html', '<p>16</p>');
    expect(model.previewVersion.value).toBe(before + 1);
    expect(bytesText(projects.get('demo')?.find((file) => file.path === 'index.html')?.bytes ?? new Uint8Array())).toBe(
      '<p>16</p>',
    );
  });

  it('changes nothing when the engine refuses a save, and names the limit', async () => {
    const { api } = fakeApi();
    const model = createStudioModel(api);
    await model.create('demo', 'blank');
    await model.openProject('demo');
    const files = model.project.value?.files;
    const before = model.previewVersion.value;
    const failure = await model.saveBytes('big.bin', new Uint8Array(2 * 1024 * 1024)).catch((error: unknown) => error);
    expect(model.project.value?.files).toBe(files);
    expect(model.previewVersion.value).toBe(before);
    expect(studioProblem(failure)).toMatch(/1 MB/);
  });

  it('keeps a project from chosen files waiting until Run, then runs it (issue 38)', async () => {
    const { api } = fakeApi();
    const model = createStudioModel(api);
    await model.createFrom('probe', [{ path: 'index.html', bytes: new Uint8Array([60]) }], {
      kind: 'zip',
      name: 'probe.zip',
    });
    await model.openProject('probe');
    expect([model.project.value?.runApproved, model.project.value?.origin?.name]).toEqual([false, 'probe.zip']);
    await model.approveRun();
    expect(model.project.value?.runApproved).toBe(true);
    await model.openProject('probe');
    expect(model.project.value?.runApproved).toBe(true);
  });

  it('refuses a new file at a path that is taken', async () => {
    const { api } = fakeApi();
    const model = createStudioModel(api);
    await model.create('demo', 'blank');
    await model.openProject('demo');
    const failure = await model.addFile('app.js').catch((error: unknown) => error);
    expect((failure as ApiError).code).toBe('studio_file_exists');
  });
});
