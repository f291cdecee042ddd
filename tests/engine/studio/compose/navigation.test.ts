/** Which studio answer each request gets (issue 38): composed and sandboxed, the host page, or the file. */
import { describe, expect, it } from 'vitest';
import { HOST_PAGE_CSP } from '../../../../src/engine/studio/host-page.ts';
import { SANDBOX_ONLY, SANDBOX_PAGE } from '../../../../src/engine/studio/serve.ts';
import { testEngine } from '../../support.ts';
import { served } from '../support.ts';

async function engineWith(base = '/') {
  const engine = testEngine({ base });
  await engine.owner.createProject({
    name: 'demo',
    files: [
      { path: 'index.html', text: '<head><title>x</title></head><script type="module" src="app.mjs"></script>' },
      { path: 'app.mjs', text: 'console.log(1)' },
      { path: 'logo.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
    ],
  });
  return engine;
}

describe('studio answers by destination', () => {
  it('a frame’s navigation gets the composed page with the sandbox CSP (scripts, no same origin)', async () => {
    const response = await served(await engineWith(), '/studio/demo/', 'iframe');
    expect(response.headers.get('content-security-policy')).toBe(SANDBOX_PAGE);
    expect(SANDBOX_PAGE).not.toContain('allow-same-origin');
    expect(SANDBOX_PAGE).not.toContain('allow-top-navigation');
    expect(SANDBOX_PAGE).not.toContain('allow-popups');
    // Framed by a cross-origin isolated host too (the bench's), asking nothing of the page's requests.
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
    const html = await response.text();
    expect(html).toContain('<script type="importmap">');
    expect(html).toContain('sandbox-studio-hello');
    expect(response.headers.get('content-length')).toBe(String(new TextEncoder().encode(html).length));
  });

  it('a top-level navigation gets the host page with the app’s strict CSP, under the sub-path too', async () => {
    const response = await served(await engineWith('/sandbox/'), '/sandbox/studio/demo/', 'document');
    expect(response.headers.get('content-security-policy')).toBe(HOST_PAGE_CSP);
    const html = await response.text();
    expect(html).toContain('<script src="/sandbox/studio-host.js" defer></script>');
    expect(html).not.toContain('console.log');
    expect(HOST_PAGE_CSP).toContain("script-src 'self'");
  });

  it('any other file, and the 404 page, opened as a page is sandboxed without scripts', async () => {
    const engine = await engineWith();
    for (const destination of ['document', 'iframe']) {
      const svg = await served(engine, '/studio/demo/logo.svg', destination);
      expect(svg.headers.get('content-security-policy')).toBe(SANDBOX_ONLY);
      const missing = await served(engine, '/studio/demo/nothing.html', destination);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-security-policy')).toBe(SANDBOX_ONLY);
      const script = await served(engine, '/studio/demo/app.mjs', destination);
      expect(await script.text()).toBe('console.log(1)');
    }
  });

  it('a composed page is kept until the next write of the project: a save shows at the next load', async () => {
    const engine = await engineWith();
    const first = await (await served(engine, '/studio/demo/', 'iframe')).text();
    expect(await (await served(engine, '/studio/demo/', 'iframe')).text()).toBe(first);
    await engine.owner.saveFile({ project: 'demo', path: 'app.mjs', text: 'console.log(2)' });
    const after = await (await served(engine, '/studio/demo/', 'iframe')).text();
    expect(after).not.toBe(first);
    expect(after).toContain(btoa('console.log(2)'));
  });

  it('a fetch gets the file as stored, with no CSP', async () => {
    const engine = await engineWith();
    const page = await served(engine, '/studio/demo/', '');
    expect(await page.text()).toBe('<head><title>x</title></head><script type="module" src="app.mjs"></script>');
    expect(page.headers.get('content-security-policy')).toBeNull();
    expect((await served(engine, '/studio/demo/app.mjs', 'script')).headers.get('content-security-policy')).toBeNull();
  });
});
