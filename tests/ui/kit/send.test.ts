/** The kit's sender (issue 34): what an answer shows of a binary body, and redaction as the caller chose. */
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, sentByProgram } from '../../../src/ui/kit/headers.ts';
import { answerOf, isTextual } from '../../../src/ui/kit/send.ts';

const CAPABILITY = 'f'.repeat(64);
const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');

describe('the answer the sender reads', () => {
  it('keeps a PDF as its type and size, never as text', () => {
    const answer = answerOf(200, [['content-type', 'application/pdf']], 'application/pdf', PDF, 4, false);
    expect(answer.body).toBeUndefined();
    expect(answer.size).toBe(PDF.length);
    expect(answer.mimeType).toBe('application/pdf');
  });

  it('reads JSON and other text as text, and no body as empty', () => {
    const json = new TextEncoder().encode('{"state":"review"}');
    expect(answerOf(201, [], 'application/json', json, 1, false).body).toBe('{"state":"review"}');
    expect(answerOf(204, [], '', new Uint8Array(), 1, false).body).toBe('');
    expect(isTextual('text/markdown; charset=utf-8')).toBe(true);
    expect(isTextual('image/png')).toBe(false);
  });

  it('redacts headers and body when asked (the Inspector), shows them as they came when not (a try)', () => {
    const body = new TextEncoder().encode(`{"token":"${CAPABILITY}"}`);
    const headers: [string, string][] = [
      ['content-type', 'application/json'],
      ['location', `/v1/sessions/${CAPABILITY}`],
    ];
    const redacted = answerOf(201, headers, 'application/json', body, 1, true);
    expect(JSON.stringify(redacted)).not.toContain(CAPABILITY);
    expect(redacted.headers).toContainEqual({ name: 'content-type', value: 'application/json' });
    const shown = answerOf(201, headers, 'application/json', body, 1, false);
    expect(shown.body).toContain(CAPABILITY);
    expect(shown.headers).toContainEqual({ name: 'location', value: `/v1/sessions/${CAPABILITY}` });
  });
});

describe('the headers a program sends', () => {
  it('leaves out the app’s journal mark and what the browser adds, keeps the request’s own', () => {
    const kept = [
      { name: 'X-Sandbox-Via', value: 'reference' },
      { name: 'user-agent', value: 'Chromium' },
      { name: 'sec-fetch-mode', value: 'cors' },
      { name: 'accept', value: '*/*' },
      { name: 'Idempotency-Key', value: 'try-1' },
      { name: 'content-type', value: 'application/json' },
      { name: 'accept', value: 'application/pdf' },
    ].filter(sentByProgram);
    expect(kept.map((header) => header.name)).toEqual(['Idempotency-Key', 'content-type', 'accept']);
  });

  it('makes a new Idempotency-Key each time', () => {
    const first = newIdempotencyKey('try');
    expect(first).toMatch(/^try-[0-9a-f-]{36}$/);
    expect(newIdempotencyKey('try')).not.toBe(first);
  });
});
