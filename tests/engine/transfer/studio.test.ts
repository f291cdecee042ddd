/** Export and import carry the studio's projects (issue #32): listed in the preview, never overwritten unasked. */
import { describe, expect, it } from 'vitest';
import { encodeFile } from '../../../src/engine/transfer/format.ts';
import { refusal, studioRows } from '../studio/support.ts';
import { testEngine } from '../support.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);

async function withProjects() {
  const source = testEngine();
  await source.owner.createProject({
    name: 'demo',
    files: [
      { path: 'index.html', text: '<h1>Demo</h1>' },
      { path: 'img/logo.png', bytes: PNG },
    ],
  });
  await source.owner.createProject({ name: 'feed', files: [{ path: 'app.js', text: 'fetch("/api/public/feed")' }] });
  const file = await source.owner.exportFile({ worlds: [] });
  return { source, file: file.bytes };
}

describe('studio projects in the export file', () => {
  it('come back byte for byte in another browser, listed in the preview with files and sizes', async () => {
    const { source, file } = await withProjects();
    const target = testEngine();
    const preview = await target.owner.previewImport({ file });
    expect(preview.projects).toEqual([
      { name: 'demo', file_count: 2, bytes: 13 + PNG.length, conflict: false, kept_as: 'demo' },
      { name: 'feed', file_count: 1, bytes: 25, conflict: false, kept_as: 'feed' },
    ]);
    // The preview stores nothing.
    expect(await target.owner.listProjects({})).toEqual([]);
    const result = await target.owner.importFile({ file });
    expect(result.projects).toEqual([
      { name: 'demo', stored_as: 'demo', replaced: false },
      { name: 'feed', stored_as: 'feed', replaced: false },
    ]);
    // The same rows, but imported: they wait for Run (docs/studio.md, "Imported code waits").
    const rows = await studioRows(target);
    expect(rows.files).toEqual((await studioRows(source)).files);
    expect(rows.projects).toEqual(
      (await studioRows(source)).projects.map((project) => ({
        ...project,
        runApproved: false,
        origin: { kind: 'export', name: '', at: target.clock.now() },
      })),
    );
    const served = await target.serveStudio(new Request('http://localhost/studio/demo/img/logo.png'), '');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([...PNG]);
  });

  it('a project of a name taken here is marked; without a choice both are kept, the file’s as <name>-2', async () => {
    const { file } = await withProjects();
    const target = testEngine();
    await target.owner.createProject({ name: 'demo', files: [{ path: 'index.html', text: 'mine' }] });
    const preview = await target.owner.previewImport({ file });
    expect(preview.projects[0]).toMatchObject({ name: 'demo', conflict: true, kept_as: 'demo-2' });
    const result = await target.owner.importFile({ file });
    expect(result.projects[0]).toEqual({ name: 'demo', stored_as: 'demo-2', replaced: false });
    const mine = await target.owner.readProject({ name: 'demo' });
    expect(mine.files.map((f) => f.text)).toEqual(['mine']);
    expect((await target.owner.readProject({ name: 'demo-2' })).fileCount).toBe(2);
  });

  it('replaces the project here only when asked to, per project', async () => {
    const { file } = await withProjects();
    const target = testEngine();
    await target.owner.createProject({ name: 'demo', files: [{ path: 'old.js', text: 'old' }] });
    await target.owner.createProject({ name: 'feed', files: [{ path: 'mine.js', text: 'mine' }] });
    const result = await target.owner.importFile({ file, projects: { demo: 'replace', feed: 'keep-both' } });
    expect(result.projects).toEqual([
      { name: 'demo', stored_as: 'demo', replaced: true },
      { name: 'feed', stored_as: 'feed-2', replaced: false },
    ]);
    expect((await target.owner.readProject({ name: 'demo' })).files.map((f) => f.path)).toEqual([
      'img/logo.png',
      'index.html',
    ]);
    expect((await target.owner.readProject({ name: 'feed' })).files.map((f) => f.path)).toEqual(['mine.js']);
  });

  it('a file whose project breaks a studio rule is refused whole, and nothing changes', async () => {
    const target = testEngine();
    await target.owner.createProject({ name: 'here', files: [] });
    const before = await studioRows(target);
    const payload = (name: string, path: string) => ({
      exportedAt: Date.parse('2026-03-27T08:00:00Z'),
      content: { pages: [], revisions: [], images: [], connections: [] },
      worlds: [],
      studio: {
        projects: [
          {
            name,
            createdAt: 0,
            updatedAt: 0,
            files: [{ path, contentType: 'text/html', size: 1, updatedAt: 0, data: 'eA==' }],
          },
        ],
      },
    });
    for (const [name, path, code] of [
      ['ok', '../sw.js', 'studio_path_invalid'],
      ['v 1', 'index.html', 'studio_name_invalid'],
      ['ok', '%2e%2e/x', 'studio_path_invalid'],
    ] as const) {
      const file = await encodeFile(payload(name, path));
      expect(await refusal(target.owner.previewImport({ file }))).toBe(code);
      expect(await refusal(target.owner.importFile({ file }))).toBe(code);
    }
    expect(await studioRows(target)).toEqual(before);
  });

  it('a file without studio projects (made before the studio) still imports', async () => {
    const target = testEngine();
    const file = await encodeFile({
      exportedAt: Date.parse('2026-03-27T08:00:00Z'),
      content: { pages: [], revisions: [], images: [], connections: [] },
      worlds: [],
    });
    expect((await target.owner.previewImport({ file })).projects).toEqual([]);
    expect((await target.owner.importFile({ file })).projects).toEqual([]);
  });
});
