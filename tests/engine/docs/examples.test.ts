/**
 * Finding 10: every example in the guides and /llms.txt is valid, tested by sending it. The lines of
 * the guides' example blocks are parsed from the served HTML and sent to the engine as they stand
 * (only the documented placeholders {token}, {slot} and {id} are filled in).
 */
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/engine/municipal/schemas.ts';
import { createJsPdfRenderer } from '../../../src/engine/pdf/jspdf-renderer.ts';
import { type TestEngine, testEngine } from '../support.ts';

interface Step {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
}

/** `METHOD PATH  Header: value  {json}  -> STATUS words` lines of a <pre id="..."> block. */
function exampleLines(html: string, id: string): Step[] {
  const block = new RegExp(`<pre id="${id}">([\\s\\S]*?)</pre>`).exec(html)?.[1];
  expect(block, `the guide has <pre id="${id}">`).toBeTruthy();
  const text = (block ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return text
    .split('\n')
    .filter((line) => /^[A-Z]+ \//.test(line))
    .map((line) => {
      const [request, answer] = line.split('  -> ') as [string, string];
      const [first, ...parts] = request.split(/\s{2,}/) as [string, ...string[]];
      const [method, path] = first.split(' ') as [string, string];
      const headers: Record<string, string> = {};
      let body: string | undefined;
      for (const part of parts) {
        if (part.startsWith('{')) body = part;
        else {
          const at = part.indexOf(': ');
          headers[part.slice(0, at).toLowerCase()] = part.slice(at + 2);
        }
      }
      return { method, path, headers, body, status: Number(answer.split(' ')[0]) };
    });
}

async function run(engine: TestEngine, steps: Step[], values: Record<string, string>) {
  const fill = (text: string) => text.replace(/\{(token|slot|id)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  for (const step of steps) {
    const headers = Object.fromEntries(Object.entries(step.headers).map(([k, v]) => [k, fill(v)]));
    if (headers['idempotency-key']) expect(headers['idempotency-key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const body = step.body === undefined ? undefined : fill(step.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await engine.handle(
      new Request(`http://localhost${fill(step.path)}`, { method: step.method, headers, body }),
    );
    expect(res.status, `${step.method} ${step.path}`).toBe(step.status);
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const json = await res.json();
      if (json.token) values.token = json.token;
      if (json.slots?.[0]) values.slot = json.slots[0];
      if (json.id && step.method === 'POST' && step.status === 201) values.id = json.id;
    }
  }
}

describe('the guides’ examples run as they stand', () => {
  it('the municipal flow of /v1/guide, from session to ending the world', async () => {
    const engine = testEngine({ pdf: createJsPdfRenderer(jsPDF) });
    const guide = await (await engine.call('GET', '/v1/guide')).text();
    const steps = exampleLines(guide, 'flow-example');
    expect(steps.length).toBeGreaterThanOrEqual(9);
    await run(engine, steps, {});
  });

  it('the content example of /api/guide, with a token of the Agents area', async () => {
    const engine = testEngine();
    const { token } = await engine.owner.createToken({ name: 'guide', scopes: ['content:write', 'content:publish'] });
    const guide = await (await engine.call('GET', '/api/guide')).text();
    const steps = exampleLines(guide, 'example-requests');
    expect(steps.length).toBeGreaterThanOrEqual(6);
    await run(engine, steps, { token });
  });

  it('every Idempotency-Key in the guides and /llms.txt has the valid format, and /llms.txt states it', async () => {
    const engine = testEngine();
    const texts = await Promise.all(
      ['/v1/guide', '/api/guide', '/llms.txt'].map(async (path) => (await engine.call('GET', path)).text()),
    );
    const keys = texts.flatMap((text) => [...text.matchAll(/Idempotency-Key: ([^\s<]+)/g)].map((m) => m[1]));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(texts[2]).toContain('16 to 100 characters of A-Z a-z 0-9 _ -');
  });

  it('the draft example of /llms.txt is accepted', async () => {
    const engine = testEngine();
    const llms = await (await engine.call('GET', '/llms.txt')).text();
    const match = /Example: POST \S*v1\/drafts {2}Idempotency-Key: (\S+)\n\s+(\{.*\})/.exec(llms);
    expect(match).toBeTruthy();
    const session = await (await engine.call('POST', '/v1/sessions', {})).json();
    const res = await engine.call('POST', '/v1/drafts', JSON.parse(match?.[2] ?? '{}'), {
      authorization: `Bearer ${session.token}`,
      'idempotency-key': match?.[1] ?? '',
    });
    expect(res.status).toBe(201);
  });
});
