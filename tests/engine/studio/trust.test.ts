/**
 * Imported code waits (issue 38, docs/studio.md): a project from a `.zip`, chosen files, an export
 * file or a scenario link is stored with its origin and not approved to run; its pages are never
 * served as pages until the person chooses Run.
 */
import { describe, expect, it } from 'vitest';
import { answerOwner } from '../../../src/engine/owner.ts';
import { SANDBOX_PAGE } from '../../../src/engine/studio/serve.ts';
import { decodeFile } from '../../../src/engine/transfer/format.ts';
import { testEngine } from '../support.ts';
import { refusal, served } from './support.ts';

const PAGE =
  '<!doctype html><html><head><title>probe</title></head><body><script>console.log("ran")</script></body></html>';
const files = [
  { path: 'index.html', text: PAGE },
  { path: 'app.js', text: 'fetch("../../v1/services")' },
];
const NOW = '2026-03-27T08:00:00.000Z';

async function imported(kind: 'zip' | 'files' = 'zip') {
  const engine = testEngine();
  const made = await engine.owner.createProject({ name: 'probe', files, origin: { kind, name: 'probe.zip' } });
  return { engine, made };
}

/** The waiting page's checks: refused, sandboxed, bilingual, and none of the project's page in it. */
async function expectNotRun(response: Response, name = 'probe') {
  expect(response.status).toBe(403);
  expect(response.headers.get('content-security-policy')).toBe('sandbox');
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const text = await response.text();
  expect(text).toContain(`„${name}“ wurde importiert`);
  expect(text).toContain(`“${name}” was imported and has not run yet`);
  expect(text).toContain('choose Run');
  expect(text).not.toContain('console.log');
}

describe('imported code waits', () => {
  it('a project made in the studio is approved; one from a .zip or chosen files is not, and says where it came from', async () => {
    const engine = testEngine();
    const own = await engine.owner.createProject({ name: 'mine', files });
    expect([own.runApproved, own.origin]).toEqual([true, null]);
    for (const kind of ['zip', 'files'] as const) {
      const made = await engine.owner.createProject({ name: kind, files, origin: { kind, name: 'probe.zip' } });
      expect([made.runApproved, made.origin]).toEqual([false, { kind, name: 'probe.zip', at: NOW }]);
      const read = await engine.owner.readProject({ name: kind });
      expect([read.runApproved, read.origin]).toEqual([false, { kind, name: 'probe.zip', at: NOW }]);
    }
    const listed = await engine.owner.listProjects({});
    expect(listed.map((project) => [project.name, project.runApproved])).toEqual([
      ['files', false],
      ['mine', true],
      ['zip', false],
    ]);
  });

  it('answers a navigation to an unapproved page (document or frame) with the sandboxed waiting page', async () => {
    const { engine } = await imported();
    await expectNotRun(await served(engine, '/studio/probe/', 'document'));
    await expectNotRun(await served(engine, '/studio/probe/index.html', 'iframe'));
    const head = await served(engine, '/studio/probe/', 'document', 'HEAD');
    expect([head.status, await head.text()]).toEqual([403, '']);
    // Read as data (a fetch, the editor's own reads), the files are what they are: nothing runs.
    expect(await (await served(engine, '/studio/probe/index.html', '')).text()).toBe(PAGE);
    expect((await served(engine, '/studio/probe/app.js', 'script')).status).toBe(200);
  });

  it('serves the page as any other after Run, and Run is kept', async () => {
    const { engine } = await imported();
    await expectNotRun(await served(engine, '/studio/probe/', 'document'));
    const approved = await engine.owner.approveRun({ name: 'probe' });
    expect([approved.runApproved, approved.origin?.kind]).toEqual([true, 'zip']);
    // Its frame gets the composed page, contained (docs/studio.md, "Trust model").
    const page = await served(engine, '/studio/probe/', 'iframe');
    expect([page.status, page.headers.get('content-security-policy')]).toEqual([200, SANDBOX_PAGE]);
    expect(await page.text()).toContain('console.log("ran")');
    expect((await engine.owner.readProject({ name: 'probe' })).runApproved).toBe(true);
  });

  it('a copy of an unapproved project is not approved either; a copy of an approved one is', async () => {
    const { engine } = await imported();
    const copy = await engine.owner.duplicateProject({ from: 'probe', to: 'probe-copy' });
    expect([copy.runApproved, copy.origin?.name]).toEqual([false, 'probe.zip']);
    await expectNotRun(await served(engine, '/studio/probe-copy/', 'document'), 'probe-copy');
    await engine.owner.createProject({ name: 'mine', files });
    expect((await engine.owner.duplicateProject({ from: 'mine', to: 'mine-copy' })).runApproved).toBe(true);
  });

  it('counts a row stored before this change (no field) as approved', async () => {
    const engine = testEngine();
    await engine.owner.createProject({ name: 'probe', files });
    const row = await engine.context.db.studioProjects.get('probe');
    const { runApproved: _dropped, ...old } = row ?? { name: 'probe', createdAt: 0, updatedAt: 0 };
    await engine.context.db.studioProjects.put(old);
    expect((await engine.owner.readProject({ name: 'probe' })).runApproved).toBe(true);
    expect((await served(engine, '/studio/probe/', 'iframe')).status).toBe(200);
  });

  it('Run of a project that is not here is refused', async () => {
    const engine = testEngine();
    expect(await refusal(engine.owner.approveRun({ name: 'nope' }))).toBe('studio_project_not_found');
    const reply = await answerOwner(engine.owner, { op: 'approveRun', args: { name: 'nope' } });
    expect(reply).toMatchObject({ ok: false, error: { code: 'studio_project_not_found' } });
  });

  it('an export carries neither origin nor approval; what it brings in waits, named by the file or the link', async () => {
    const { engine } = await imported();
    await engine.owner.approveRun({ name: 'probe' });
    await engine.owner.createProject({ name: 'mine', files });
    const file = (await engine.owner.exportFile({ worlds: [] })).bytes;
    const { payload } = await decodeFile(file);
    const projects = (payload as { studio: { projects: Record<string, unknown>[] } }).studio.projects;
    expect(projects.map((project) => Object.keys(project).sort())).toEqual([
      ['createdAt', 'files', 'name', 'updatedAt'],
      ['createdAt', 'files', 'name', 'updatedAt'],
    ]);

    const target = testEngine();
    await target.owner.importFile({ file, origin: { kind: 'export', name: 'sandbox-2026-03-27.sandbox' } });
    for (const project of await target.owner.listProjects({})) {
      expect([project.runApproved, project.origin]).toEqual([
        false,
        { kind: 'export', name: 'sandbox-2026-03-27.sandbox', at: NOW },
      ]);
    }
    await expectNotRun(await served(target, '/studio/probe/', 'document'));

    const linked = testEngine();
    await linked.owner.importFile({ file, origin: { kind: 'scenario', name: 'scenarios/probe.sandbox' } });
    expect((await linked.owner.readProject({ name: 'mine' })).origin?.kind).toBe('scenario');
    // Without a word of where it came from, it still waits.
    const unnamed = testEngine();
    await unnamed.owner.importFile({ file });
    expect((await unnamed.owner.readProject({ name: 'mine' })).runApproved).toBe(false);
  });
});
