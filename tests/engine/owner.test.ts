/** The owner channel's contract: operations are checked against their schemas and answered as replies. */
import { describe, expect, it } from 'vitest';
import { answerOwner } from '../../src/engine/owner.ts';
import { testEngine } from './support.ts';

describe('answerOwner', () => {
  it('runs an operation with valid arguments and replies with its result', async () => {
    const engine = testEngine();
    const reply = await answerOwner(engine.owner, { op: 'createToken', args: { name: 'Agent', scopes: [] } });
    expect(reply.ok).toBe(true);
    const listed = await answerOwner(engine.owner, { op: 'listTokens' });
    expect(listed).toMatchObject({ ok: true, result: [{ name: 'Agent', scopes: ['content:read'] }] });
  });

  it('refuses an unknown operation, an inherited name and arguments of the wrong shape', async () => {
    const engine = testEngine();
    for (const message of [
      { op: 'dropDatabase' },
      { op: 'toString' },
      { op: 'createToken', args: { name: 'x', scopes: 'content:write' } },
      { op: 'revokeToken', args: { id: 7 } },
      { op: 'listTokens', args: { everything: true } },
      { op: 'importFile', args: { file: 'a file as text' } },
      { op: 'previewImport', args: {} },
      { op: 'exportFile', args: { worlds: ['not-a-capability'] } },
    ]) {
      const reply = await answerOwner(engine.owner, message);
      expect(reply, JSON.stringify(message)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'malformed_request' }),
      });
    }
  });

  it('replies with the error code of a refused operation', async () => {
    const engine = testEngine();
    const reply = await answerOwner(engine.owner, { op: 'revokeToken', args: { id: 'nope' } });
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ code: 'not_found' }) });
  });
});
