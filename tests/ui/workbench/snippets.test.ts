/** Copy as code (issue 27): the snippets run as they stand and hold no secret unless asked to. */
import { describe, expect, it } from 'vitest';
import { SNIPPET_TARGETS, secretVariable, snippet } from '../../../src/ui/workbench/snippets.ts';

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
    expect(python.startsWith('import os\nimport requests')).toBe(true);
  });

  it('names the variable by the credential’s form', () => {
    expect(secretVariable(`Bearer ${CAPABILITY}`)).toBe('SANDBOX_CAPABILITY');
    expect(secretVariable(`Bearer ${TOKEN}`)).toBe('SANDBOX_TOKEN');
    expect(secretVariable('Bearer [redacted]')).toBe('SANDBOX_TOKEN');
  });
});
