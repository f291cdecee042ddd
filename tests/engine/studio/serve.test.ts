/** Serving the studio's projects at `<base>studio/<project>/<path>` (issue #32, docs/studio.md). */
import { describe, expect, it } from 'vitest';
import { isEnginePath } from '../../../src/engine/contracts.ts';
import { isStudioPath } from '../../../src/engine/studio/prefix.ts';
import { testEngine } from '../support.ts';
import { served } from './support.ts';

async function withProject(base = '/') {
  const engine = testEngine({ base });
  await engine.owner.createProject({
    name: 'demo',
    files: [
      { path: 'index.html', text: '<!doctype html><html><head><title>x</title></head><body>hi</body></html>' },
      { path: 'style.css', text: 'body{}' },
      { path: 'app.js', text: 'console.log(1)' },
      { path: 'lib.mjs', text: 'export {}' },
      { path: 'data.json', text: '{"a":1}' },
      { path: 'logo.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      { path: 'photo.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff]) },
      { path: 'photo.jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff]) },
      { path: 'icon.png', bytes: new Uint8Array([0x89, 0x50]) },
      { path: 'notes.txt', text: 'n' },
      { path: 'blob.bin', bytes: new Uint8Array([1]), contentType: 'text/html' },
      { path: 'sub/index.html', text: '<p>sub</p>' },
      { path: 'a b.html', text: '<p>space</p>' },
    ],
  });
  return engine;
}

describe('serving a studio project', () => {
  it('answers each file with its type by extension and Cache-Control: no-store', async () => {
    const engine = await withProject();
    const types: Record<string, string> = {
      'style.css': 'text/css; charset=utf-8',
      'app.js': 'text/javascript; charset=utf-8',
      'lib.mjs': 'text/javascript; charset=utf-8',
      'data.json': 'application/json; charset=utf-8',
      'logo.svg': 'image/svg+xml',
      'photo.jpg': 'image/jpeg',
      'photo.jpeg': 'image/jpeg',
      'icon.png': 'image/png',
      'notes.txt': 'text/plain; charset=utf-8',
      'index.html': 'text/html; charset=utf-8',
      // An unknown extension is never a page, whatever type it came with.
      'blob.bin': 'application/octet-stream',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await served(engine, `/studio/demo/${path}`);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, type]);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
    expect(await (await served(engine, '/studio/demo/app.js')).text()).toBe('console.log(1)');
    expect([...new Uint8Array(await (await served(engine, '/studio/demo/icon.png')).arrayBuffer())]).toEqual([
      0x89, 0x50,
    ]);
  });

  it('gives a folder its index.html, and redirects the project and a folder named without the slash', async () => {
    const engine = await withProject();
    expect(await (await served(engine, '/studio/demo/')).text()).toContain('<body>hi</body>');
    expect(await (await served(engine, '/studio/demo/sub/')).text()).toBe('<p>sub</p>');
    const project = await served(engine, '/studio/demo?x=1');
    expect([project.status, project.headers.get('location')]).toEqual([302, '/studio/demo/?x=1']);
    const folder = await served(engine, '/studio/demo/sub');
    expect([folder.status, folder.headers.get('location')]).toEqual([302, '/studio/demo/sub/']);
    expect(await (await served(engine, '/studio/demo/a%20b.html')).text()).toBe('<p>space</p>');
  });

  it('serves what was saved last: every write (save, rename, delete, import) forgets the files kept in memory', async () => {
    const engine = await withProject();
    expect(await (await served(engine, '/studio/demo/app.js')).text()).toBe('console.log(1)');
    expect((await served(engine, '/studio/demo/new.js')).status).toBe(404);
    await engine.owner.saveFile({ project: 'demo', path: 'app.js', text: 'console.log(2)' });
    await engine.owner.saveFile({ project: 'demo', path: 'new.js', text: 'new' });
    expect(await (await served(engine, '/studio/demo/app.js')).text()).toBe('console.log(2)');
    expect(await (await served(engine, '/studio/demo/new.js')).text()).toBe('new');
    await engine.owner.renameFile({ project: 'demo', from: 'new.js', to: 'old.js' });
    expect((await served(engine, '/studio/demo/new.js')).status).toBe(404);
    await engine.owner.deleteProject({ name: 'demo' });
    expect((await served(engine, '/studio/demo/app.js')).status).toBe(404);
    const file = await (async () => {
      const other = await withProject();
      return (await other.owner.exportFile({ worlds: [] })).bytes;
    })();
    await engine.owner.importFile({ file });
    expect(await (await served(engine, '/studio/demo/app.js')).text()).toBe('console.log(1)');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const engine = await withProject();
    const head = await served(engine, '/studio/demo/app.js', '', 'HEAD');
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '14', '']);
    const post = await served(engine, '/studio/demo/app.js', '', 'POST');
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('answers a missing file or project with a 404 page in German and English', async () => {
    const engine = await withProject();
    for (const path of ['/studio/demo/nope.html', '/studio/nope/', '/studio/', '/studio/demo/%2e%2e%2fsw.js']) {
      const response = await served(engine, path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('Nicht gefunden');
      expect(html).toContain('<h2>Not found</h2>');
      expect(html).toContain('lang="en"');
    }
  });

  it('escapes the asked path in the 404 page', async () => {
    const engine = await withProject();
    const html = await (await served(engine, '/studio/demo/%3Cscript%3E.html')).text();
    expect(html).not.toContain('<script>');
  });

  it('refuses traversal: encoded dots, encoded slashes and backslashes never leave the project', async () => {
    const engine = await withProject();
    await engine.owner.createProject({ name: 'other', files: [{ path: 'secret.js', text: 'secret' }] });
    for (const path of [
      '/studio/demo/..%2Fother%2Fsecret.js',
      '/studio/demo/..%5Cother%5Csecret.js',
      '/studio/demo/%252e%252e/other/secret.js',
    ]) {
      const response = await served(engine, path);
      expect([path, response.status]).toEqual([path, 404]);
    }
    // The URL parser itself folds `..` and `%2e%2e` segments before the worker sees the path: such a
    // request is for `studio/other/...` (another project, as if typed), or, out of `studio/`, never the studio's.
    expect(new URL('http://localhost/studio/demo/%2e%2e/other/secret.js').pathname).toBe('/studio/other/secret.js');
    expect(new URL('http://localhost/studio/demo/%2e%2e/%2e%2e/sw.js').pathname).toBe('/sw.js');
    expect(isStudioPath('/sw.js', '/')).toBe(false);
  });

  it('is served under a sub-path base too', async () => {
    const engine = await withProject('/sandbox/');
    const response = await served(engine, '/sandbox/studio/demo/app.js');
    expect(response.status).toBe(200);
    const project = await served(engine, '/sandbox/studio/demo');
    expect(project.headers.get('location')).toBe('/sandbox/studio/demo/');
  });
});

describe('the studio prefix never captures the sandbox’s own paths', () => {
  const reserved = ['v1', 'api', 'hello', 'mcp', 'assets', 'index.html', 'sw.js', 'llms.txt', 'examples'];

  it.each(['/', '/sandbox/'])('under base %s a project of any name lives only below studio/', async (base) => {
    const engine = testEngine({ base });
    for (const name of ['v1', 'api', 'hello', 'mcp', 'assets', 'examples', 'sw']) {
      await engine.owner.createProject({ name, files: [{ path: 'index.html', text: `<p>${name}</p>` }] });
    }
    for (const name of reserved) {
      const path = `${base}${name}`;
      expect([path, isStudioPath(path, base)]).toEqual([path, false]);
      expect(isStudioPath(`${path}/services`, base)).toBe(false);
    }
    // The APIs still answer as the sandbox's, with a project named after each of them stored.
    const services = await engine.handle(new Request(`http://localhost${base}v1/services`));
    expect(services.status).toBe(200);
    expect(((await services.json()) as { services: unknown[] }).services.length).toBe(16);
    const hello = await engine.handle(new Request(`http://localhost${base}hello/Ada`));
    expect(await hello.text()).toContain('Ada');
    // A project named v1 answers at studio/v1/, and that path is the studio's, not the engine's.
    expect(await (await served(engine, `${base}studio/v1/`)).text()).toBe('<p>v1</p>');
    expect(isEnginePath(`${base}studio/v1/services`, base)).toBe(false);
    expect(isStudioPath(`${base}studio/v1/services`, base)).toBe(true);
  });

  it('is no path outside the base, and not a path that only starts like it', () => {
    expect(isStudioPath('/studio/x/', '/sandbox/')).toBe(false);
    expect(isStudioPath('/studios/x', '/')).toBe(false);
    expect(isStudioPath('/studio-x/', '/')).toBe(false);
    expect(isStudioPath('/studio', '/')).toBe(true);
  });
});
