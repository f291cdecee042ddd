/** Copy as code (issue 27): the snippets run as they stand and hold no secret unless asked to. */
import { describe, expect, it } from 'vitest';
import { SNIPPET_TARGETS, secretVariable, snippet } from '../../../src/ui/kit/snippets.ts';

const CAPABILITY = 'a'.repeat(64);
const TOKEN = `cms_${'b'.repeat(64)}`;
const BRIDGE = 'http://127.0.0.1:4280/';

const draft = {
  method: 'POST',
  path: '/v1/drafts',
  headers: [
    { name: 'Authorization', value: `Bearer ${CAPABILITY}` },
    { name: 'Idempotency-Key', value: 'try-0123456789abcdef' },
    { name: 'X-Sandbox-Via', value: 'reference' },
  ],
  body: JSON.stringify({ service: 'meldebescheinigung', profile: 'anna', fields: { zweck: 'standard' } }),
};

describe('snippets', () => {
  it.each(SNIPPET_TARGETS)('%s: holds no secret by default, an environment variable instead', (target) => {
    for (const [credential, variable] of [
      [CAPABILITY, 'SANDBOX_CAPABILITY'],
      [TOKEN, 'SANDBOX_TOKEN'],
    ] as const) {
      const request = { ...draft, headers: [{ name: 'Authorization', value: `Bearer ${credential}` }] };
      const code = snippet(request, target, { baseUrl: BRIDGE });
      expect(code).not.toContain(credential);
      expect(code).toContain(variable);
    }
  });

  it.each(SNIPPET_TARGETS)('%s: holds the real credential only when the person asked for it', (target) => {
    expect(snippet(draft, target, { baseUrl: BRIDGE, withSecrets: true })).toContain(CAPABILITY);
  });

  it('curl reads the capability from the shell, sends the body, the key, at the bridge’s address', () => {
    const code = snippet(draft, 'curl', { baseUrl: BRIDGE });
    expect(code).toContain('curl http://127.0.0.1:4280/v1/drafts');
    expect(code).toContain(`--header 'Authorization: Bearer '"$SANDBOX_CAPABILITY"`);
    expect(code).toContain("--header 'Idempotency-Key: try-0123456789abcdef'");
    expect(code).toContain('"zweck": "standard"');
    // The app's own mark is for the tab only: a program does not send it.
    expect(code.toLowerCase()).not.toContain('x-sandbox-via');
  });

  it('Node and Python read the variable from the environment', () => {
    expect(snippet(draft, 'node', { baseUrl: BRIDGE })).toContain("'Bearer ' + process.env.SANDBOX_CAPABILITY");
    const python = snippet(draft, 'python', { baseUrl: BRIDGE });
    expect(python).toContain('"Bearer " + os.environ["SANDBOX_CAPABILITY"]');
    // Python's standard library only (issue 33): Local tools promises no package to install.
    expect(python.startsWith('import os\nimport urllib.error\nimport urllib.request')).toBe(true);
    expect(python).not.toMatch(/^import requests|^from requests/m);
  });

  it('names the variable by the credential’s form', () => {
    expect(secretVariable(`Bearer ${CAPABILITY}`)).toBe('SANDBOX_CAPABILITY');
    expect(secretVariable(`Bearer ${TOKEN}`)).toBe('SANDBOX_TOKEN');
    expect(secretVariable('Bearer [redacted]')).toBe('SANDBOX_TOKEN');
  });
});

describe('an Inspector row copied as code', () => {
  const entry = {
    id: 7,
    time: '2026-03-27T08:00:00.000Z',
    source: 'app',
    actor: 'person',
    name: null,
    method: 'POST',
    url: '/sandbox/v1/drafts',
    status: 201,
    duration_ms: 3,
    request: {
      headers: [
        { name: 'authorization', value: 'Bearer [redacted]' },
        { name: 'idempotency-key', value: 'draft-termin-0001-abcdef' },
        { name: 'sec-ch-ua-mobile', value: '?0' },
        { name: 'accept', value: '*/*' },
      ],
      body: { mime_type: 'application/json', size: 20, text: '{"service":"termin"}', truncated: false },
    },
    response: { headers: [], body: null },
  } as const;

  it('goes to the bridge with the path below the app’s base, and a variable for the redacted secret', async () => {
    const { entryRequest } = await import('../../../src/ui/workbench/entry-request.ts');
    const request = entryRequest(structuredClone(entry) as never, '/sandbox/');
    expect(request.path).toBe('/v1/drafts');
    const code = snippet(request, 'curl', { baseUrl: BRIDGE });
    expect(code).toContain('curl http://127.0.0.1:4280/v1/drafts');
    // The person's row: the world's capability; a token's row: the token.
    expect(code).toContain('"$SANDBOX_CAPABILITY"');
    expect(code).not.toContain('[redacted]');
    const tokenRow = entryRequest({ ...structuredClone(entry), actor: 'token' } as never, '/sandbox/');
    expect(snippet(tokenRow, 'python', { baseUrl: BRIDGE })).toContain('os.environ["SANDBOX_TOKEN"]');
    expect(code).toContain('"service": "termin"');
    // What the browser added is not part of the program's request.
    expect(code).not.toContain('sec-ch-ua');
    expect(code).not.toContain('accept: */*');
  });
});
