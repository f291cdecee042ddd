/** The studio's projects (issue #32): the owner operations, their limits, and that a refusal changes nothing. */
import { describe, expect, it } from 'vitest';
import {
  MAX_STUDIO_FILE_BYTES,
  MAX_STUDIO_FILES,
  MAX_STUDIO_PROJECT_BYTES,
  MAX_STUDIO_PROJECTS,
} from '../../../src/engine/studio/limits.ts';
import { testEngine } from '../support.ts';
import { refusal, studioRows } from './support.ts';

const page = (text = '<h1>Hi</h1>') => ({ path: 'index.html', text });

describe('studio projects', () => {
  it('creates, lists, reads (text and bytes), saves, renames, deletes files, duplicates and deletes projects', async () => {
    const engine = testEngine();
    const made = await engine.owner.createProject({ name: 'demo', files: [page()] });
    expect(made).toMatchObject({ name: 'demo', fileCount: 1, bytes: 11 });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await engine.owner.saveFile({ project: 'demo', path: 'img/logo.png', bytes: png });
    await engine.owner.saveFile({ project: 'demo', path: 'app.mjs', text: 'export const a = 1;' });
    const read = await engine.owner.readProject({ name: 'demo' });
    expect(read.files.map((file) => [file.path, file.contentType, file.text])).toEqual([
      ['app.mjs', 'text/javascript; charset=utf-8', 'export const a = 1;'],
      ['img/logo.png', 'image/png', null],
      ['index.html', 'text/html; charset=utf-8', '<h1>Hi</h1>'],
    ]);
    expect([...(read.files[1]?.bytes ?? [])]).toEqual([...png]);

    await engine.owner.renameFile({ project: 'demo', from: 'app.mjs', to: 'js/app.js' });
    await engine.owner.deleteFile({ project: 'demo', path: 'img/logo.png' });
    await engine.owner.duplicateProject({ from: 'demo', to: 'demo-copy' });
    const copy = await engine.owner.readProject({ name: 'demo-copy' });
    expect(copy.files.map((file) => file.path)).toEqual(['index.html', 'js/app.js']);
    await engine.owner.deleteProject({ name: 'demo' });
    expect((await engine.owner.listProjects({})).map((project) => project.name)).toEqual(['demo-copy']);
    expect(await engine.context.db.studioFiles.where('project').equals('demo').count()).toBe(0);
  });

  it('replaces a file saved at a path it already has', async () => {
    const engine = testEngine();
    await engine.owner.createProject({ name: 'demo', files: [page()] });
    await engine.owner.saveFile({ project: 'demo', path: 'index.html', text: '<p>new</p>' });
    const read = await engine.owner.readProject({ name: 'demo' });
    expect(read.files.map((file) => file.text)).toEqual(['<p>new</p>']);
  });

  describe('each limit is refused with its code and changes nothing', () => {
    async function setUp() {
      const engine = testEngine();
      await engine.owner.createProject({ name: 'demo', files: [page()] });
      return { engine, before: await studioRows(engine) };
    }

    it.each([
      ['a name with a space', 'my page'],
      ['a name with a dot', 'a.b'],
      ['an empty name', ''],
      ['a name of 41 characters', 'a'.repeat(41)],
      ['a name with an umlaut', 'bürger'],
    ])('studio_name_invalid: %s', async (_what, name) => {
      const { engine, before } = await setUp();
      expect(await refusal(engine.owner.createProject({ name, files: [] }))).toBe('studio_name_invalid');
      expect(await refusal(engine.owner.duplicateProject({ from: 'demo', to: name }))).toBe('studio_name_invalid');
      expect(await studioRows(engine)).toEqual(before);
    });

    it('a name of 40 characters and one of a single character are names', async () => {
      const { engine } = await setUp();
      expect(await refusal(engine.owner.createProject({ name: 'a'.repeat(40), files: [] }))).toBe('ok');
      expect(await refusal(engine.owner.createProject({ name: 'v', files: [] }))).toBe('ok');
    });

    it.each([
      ['a parent segment', '../sw.js'],
      ['a parent segment inside', 'a/../../index.html'],
      ['an encoded parent', '%2e%2e/sw.js'],
      ['an encoded slash', 'a%2Fb.html'],
      ['a backslash', 'a\\b.js'],
      ['a leading slash', '/index.html'],
      ['a dot segment', './index.html'],
      ['an empty segment', 'a//b.js'],
      ['a trailing slash', 'folder/'],
      ['an empty path', ''],
      ['101 characters', `${'a'.repeat(96)}.html`],
      ['a question mark', 'a?.html'],
      ['a hash', 'a#b.html'],
    ])('studio_path_invalid: %s', async (_what, path) => {
      const { engine, before } = await setUp();
      expect(await refusal(engine.owner.saveFile({ project: 'demo', path, text: 'x' }))).toBe('studio_path_invalid');
      expect(await refusal(engine.owner.renameFile({ project: 'demo', from: 'index.html', to: path }))).toBe(
        'studio_path_invalid',
      );
      expect(await refusal(engine.owner.createProject({ name: 'other', files: [{ path, text: 'x' }] }))).toBe(
        'studio_path_invalid',
      );
      expect(await studioRows(engine)).toEqual(before);
    });

    it('a path of 100 characters is a path', async () => {
      const { engine } = await setUp();
      const path = `${'a'.repeat(95)}.html`;
      expect(path.length).toBe(100);
      expect(await refusal(engine.owner.saveFile({ project: 'demo', path, text: 'x' }))).toBe('ok');
    });

    it('studio_file_too_large: a file over 1 MB (one of exactly 1 MB is kept)', async () => {
      const { engine, before } = await setUp();
      const over = new Uint8Array(MAX_STUDIO_FILE_BYTES + 1);
      expect(await refusal(engine.owner.saveFile({ project: 'demo', path: 'big.png', bytes: over }))).toBe(
        'studio_file_too_large',
      );
      expect(await studioRows(engine)).toEqual(before);
      const exact = new Uint8Array(MAX_STUDIO_FILE_BYTES);
      expect(await refusal(engine.owner.saveFile({ project: 'demo', path: 'big.png', bytes: exact }))).toBe('ok');
    });

    it('studio_project_too_large: files over 5 MB together', async () => {
      const { engine } = await setUp();
      const mb = new Uint8Array(MAX_STUDIO_FILE_BYTES);
      for (let i = 0; i < MAX_STUDIO_PROJECT_BYTES / MAX_STUDIO_FILE_BYTES - 1; i++) {
        await engine.owner.saveFile({ project: 'demo', path: `f${i}.png`, bytes: mb });
      }
      const before = await studioRows(engine);
      expect(await refusal(engine.owner.saveFile({ project: 'demo', path: 'last.png', bytes: mb }))).toBe(
        'studio_project_too_large',
      );
      expect(await studioRows(engine)).toEqual(before);
    });

    it('studio_too_many_files: a 51st file', async () => {
      const { engine } = await setUp();
      for (let i = 1; i < MAX_STUDIO_FILES; i++) {
        await engine.owner.saveFile({ project: 'demo', path: `f${i}.js`, text: '' });
      }
      const before = await studioRows(engine);
      expect(await refusal(engine.owner.saveFile({ project: 'demo', path: 'f51.js', text: '' }))).toBe(
        'studio_too_many_files',
      );
      const files = Array.from({ length: MAX_STUDIO_FILES + 1 }, (_, i) => ({ path: `f${i}.js`, text: '' }));
      expect(await refusal(engine.owner.createProject({ name: 'other', files }))).toBe('studio_too_many_files');
      expect(await studioRows(engine)).toEqual(before);
    });

    it('studio_too_many_projects: a 21st project', async () => {
      const { engine } = await setUp();
      for (let i = 1; i < MAX_STUDIO_PROJECTS; i++) await engine.owner.createProject({ name: `p${i}`, files: [] });
      const before = await studioRows(engine);
      expect(await refusal(engine.owner.createProject({ name: 'p21', files: [] }))).toBe('studio_too_many_projects');
      expect(await refusal(engine.owner.duplicateProject({ from: 'demo', to: 'p21' }))).toBe(
        'studio_too_many_projects',
      );
      expect(await studioRows(engine)).toEqual(before);
    });

    it('studio_project_exists, studio_file_exists and the not-found codes', async () => {
      const { engine, before } = await setUp();
      await engine.owner.createProject({ name: 'other', files: [] });
      const after = await studioRows(engine);
      expect(await refusal(engine.owner.createProject({ name: 'demo', files: [] }))).toBe('studio_project_exists');
      expect(await refusal(engine.owner.duplicateProject({ from: 'demo', to: 'other' }))).toBe('studio_project_exists');
      expect(await refusal(engine.owner.readProject({ name: 'nope' }))).toBe('studio_project_not_found');
      expect(await refusal(engine.owner.saveFile({ project: 'nope', path: 'a.js', text: '' }))).toBe(
        'studio_project_not_found',
      );
      expect(await refusal(engine.owner.deleteFile({ project: 'demo', path: 'nope.js' }))).toBe(
        'studio_file_not_found',
      );
      await engine.owner.saveFile({ project: 'demo', path: 'b.js', text: '' });
      const withB = await studioRows(engine);
      expect(await refusal(engine.owner.renameFile({ project: 'demo', from: 'b.js', to: 'index.html' }))).toBe(
        'studio_file_exists',
      );
      expect(await studioRows(engine)).toEqual(withB);
      expect(after.projects.length).toBe(before.projects.length + 1);
    });

    it('the messages name the limit', async () => {
      const { engine } = await setUp();
      const message = async (work: Promise<unknown>) => (await work.catch((error: Error) => error)) as Error;
      expect((await message(engine.owner.createProject({ name: 'a b', files: [] }))).message).toMatch(/1 to 40/);
      expect((await message(engine.owner.saveFile({ project: 'demo', path: '../x', text: '' }))).message).toMatch(
        /at most 100 characters/,
      );
      const big = new Uint8Array(MAX_STUDIO_FILE_BYTES + 1);
      expect((await message(engine.owner.saveFile({ project: 'demo', path: 'a.png', bytes: big }))).message).toMatch(
        /1 MB/,
      );
    });
  });
});
