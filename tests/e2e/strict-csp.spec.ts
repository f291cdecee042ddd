/**
 * The built site under a strict Content-Security-Policy (issue 19): served with `script-src 'self';
 * worker-src 'self'` (no 'unsafe-eval'), so any eval or new Function in the worker would fail. The
 * routes that once ran code read from Cache Storage with eval all answer: a receipt PDF, a form, the
 * guides, the OpenAPI documents and MCP tools/list; also after the worker was stopped (a cold start).
 */
import { expect, type Page, test } from '@playwright/test';
import { CSP_PORT } from '../../playwright.config.ts';
import { openControlled, stopServiceWorkers } from './support.ts';

test.use({ baseURL: `http://localhost:${CSP_PORT}/` });

/** The five routes, with fetch from the page; each answer's status, type and first bytes. */
function fiveRoutes(page: Page) {
  return page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const answer = async (response: Response) => {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: (response.headers.get('content-type') ?? '').split(';')[0],
        head: new TextDecoder().decode(bytes.slice(0, 5)),
        fromWorker: response.headers.get('content-type') !== null,
        text: bytes.length < 200_000 ? new TextDecoder().decode(bytes) : '',
      };
    };
    const session = await (await fetch('v1/sessions', { method: 'POST', headers: json, body: '{}' })).json();
    const auth = { ...json, authorization: `Bearer ${session.token}` };
    const draft = await (
      await fetch('v1/drafts', {
        method: 'POST',
        headers: { ...auth, 'idempotency-key': `csp-draft-${crypto.randomUUID()}` },
        body: JSON.stringify({
          service: 'wohngeld',
          profile: 'anna',
          fields: { haushalt: 'familie', wohnung: 'miete' },
        }),
      })
    ).json();
    await fetch(`v1/drafts/${draft.id}/submit`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `csp-submit-${crypto.randomUUID()}` },
      body: JSON.stringify({ version: draft.version, confirmed: true }),
    });
    const tools = await fetch('mcp', {
      method: 'POST',
      headers: { ...json, accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    return {
      receipt: await answer(await fetch(`v1/drafts/${draft.id}/receipt`, { headers: auth })),
      form: await answer(await fetch('formulare/wohngeld')),
      guide: await answer(await fetch('v1/guide')),
      contentGuide: await answer(await fetch('api/guide')),
      openApi: await answer(await fetch('v1/openapi.json')),
      contentOpenApi: await answer(await fetch('api/schema')),
      llms: await answer(await fetch('llms.txt')),
      tools: await answer(tools),
    };
  });
}

function expectAnswered(routes: Awaited<ReturnType<typeof fiveRoutes>>) {
  expect(routes.receipt).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
  expect(routes.form).toMatchObject({ status: 200, type: 'application/pdf', head: '%PDF-' });
  expect(routes.guide).toMatchObject({ status: 200, type: 'text/html' });
  expect(routes.contentGuide).toMatchObject({ status: 200, type: 'text/html' });
  expect(routes.openApi).toMatchObject({ status: 200, type: 'application/json' });
  expect(JSON.parse(routes.openApi.text).openapi).toMatch(/^3\.1/);
  expect(routes.contentOpenApi).toMatchObject({ status: 200, type: 'application/json' });
  expect(routes.llms).toMatchObject({ status: 200, type: 'text/plain' });
  expect(routes.tools).toMatchObject({ status: 200, type: 'application/json' });
  // Without a credential: the public tools, each with the input schema the document builders made.
  const tools = JSON.parse(routes.tools.text).result.tools as Array<{ name: string; inputSchema: { type: string } }>;
  expect(tools.length).toBeGreaterThan(0);
  for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
}

test('under script-src self, receipts, forms, guides, OpenAPI documents and MCP tools answer, warm and cold', async ({
  page,
  context,
}) => {
  await openControlled(page);
  // The policy is really in force, in the page and on the worker's script.
  expect(await page.evaluate(() => fetch('sw.js').then((r) => r.headers.get('content-security-policy')))).toBe(
    "script-src 'self'; worker-src 'self'",
  );
  // Playwright's own evaluate is exempt from the policy; a string handed to setTimeout is compiled
  // like eval by the page itself, and the policy refuses it.
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI), { once: true });
        setTimeout('document.title = "evaluated"');
        setTimeout(() => resolve(document.title), 1000);
      }),
  );
  expect(refused).toBe('eval');

  expectAnswered(await fiveRoutes(page));
  // A cold worker evaluates the deferred modules again, from the same script.
  await stopServiceWorkers(context, page);
  expectAnswered(await fiveRoutes(page));
});
