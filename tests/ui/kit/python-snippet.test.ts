/**
 * The Python snippet (issue 33) runs with python3's standard library as it stands: it sends the method,
 * the headers (the credential from the environment) and the body, and prints the status and the body,
 * for an error answer too.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pythonString } from '../../../src/ui/kit/python-snippet.ts';
import { snippet } from '../../../src/ui/kit/snippets.ts';

const CAPABILITY = 'e'.repeat(64);
let received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    const refused = body.includes('zauberei');
    response.writeHead(refused ? 422 : 201, { 'content-type': 'application/json' });
    response.end(JSON.stringify(refused ? { error: 'unsupported_input' } : { state: 'review' }));
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function python(code: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // -I: isolated, so nothing but the standard library is on the path.
    execFile('python3', ['-I', '-c', code], { env: { SANDBOX_CAPABILITY: CAPABILITY } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

function draft(service: string) {
  return {
    method: 'POST',
    path: '/v1/drafts',
    headers: [
      { name: 'Authorization', value: `Bearer ${CAPABILITY}` },
      { name: 'Idempotency-Key', value: 'try-python-0001' },
    ],
    body: JSON.stringify({ service, profile: 'anna', fields: { zweck: 'standard', note: 'it\'s \\ "quoted"' } }),
  };
}

describe('the Python snippet', () => {
  it('sends the request with the credential from the environment and prints the status and body', async () => {
    received = [];
    const code = snippet(draft('meldebescheinigung'), 'python', { baseUrl });
    expect(code).not.toContain(CAPABILITY);
    const out = await python(code);
    expect(out.trim()).toBe('201 {"state":"review"}');
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/drafts');
    expect(request?.headers.authorization).toBe(`Bearer ${CAPABILITY}`);
    expect(request?.headers['idempotency-key']).toBe('try-python-0001');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(JSON.parse(draft('meldebescheinigung').body));
  });

  it('prints an error answer’s status and body instead of a Python stack', async () => {
    const out = await python(snippet(draft('zauberei'), 'python', { baseUrl }));
    expect(out.trim()).toBe('422 {"error":"unsupported_input"}');
  });

  it('writes any text as a Python string literal', async () => {
    const text = 'line\none "two" \\ \'three\' ü \u2028';
    expect(await python(`import sys; sys.stdout.write(${pythonString(text)})`)).toBe(text);
  });
});
