/** The local bridge's rules for each request (scripts/bridge/checks.mjs) and its wire format. */
import { describe, expect, it } from 'vitest';
import {
  answerHeaders,
  checkHost,
  checkOrigin,
  codeMatches,
  forwardHeaders,
  forwardPath,
  newPairingCode,
} from '../../scripts/bridge/checks.mjs';
import {
  createOutbox,
  decodeFrame,
  decodeMessage,
  encodeBatch,
  encodeFrame,
} from '../../src/shared/bridge-protocol.mjs';

describe('checkHost (DNS rebinding)', () => {
  it('accepts only the bridge’s own loopback names with its port', () => {
    expect(checkHost('127.0.0.1:4280', 4280)).toBeNull();
    expect(checkHost('localhost:4280', 4280)).toBeNull();
    expect(checkHost('LOCALHOST:4280', 4280)).toBeNull();
  });
  it('refuses other names, other ports and a missing Host with 421', () => {
    for (const host of ['attacker.example:4280', '127.0.0.1:4281', '127.0.0.1', 'localhost', '[::1]:4280', undefined]) {
      expect(checkHost(host, 4280), String(host)).toMatchObject({ status: 421, error: 'wrong_host' });
    }
  });
});

describe('checkOrigin', () => {
  const app = 'http://localhost:4173';
  it('lets programs through: no Origin, no Sec-Fetch-Site', () => {
    expect(checkOrigin({}, app)).toBeNull();
    expect(checkOrigin({}, undefined)).toBeNull();
  });
  it('accepts the paired app’s origin and an address typed into the browser', () => {
    expect(checkOrigin({ origin: app }, app)).toBeNull();
    expect(checkOrigin({ 'sec-fetch-site': 'none' }, app)).toBeNull();
    expect(checkOrigin({ 'sec-fetch-site': 'same-origin' }, app)).toBeNull();
  });
  it('refuses any other browser origin, null, and any Origin while no app is known', () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:4174', 'http://127.0.0.1:4173']) {
      expect(checkOrigin({ origin }, app), origin).toMatchObject({ status: 403, error: 'foreign_origin' });
    }
    expect(checkOrigin({ origin: app }, undefined)).toMatchObject({ status: 403 });
  });
  it('refuses cross-site and same-site page requests that carry no Origin (no-cors GET)', () => {
    expect(checkOrigin({ 'sec-fetch-site': 'cross-site' }, app)).toMatchObject({ status: 403 });
    expect(checkOrigin({ 'sec-fetch-site': 'same-site' }, app)).toMatchObject({ status: 403 });
  });
});

describe('forwardPath', () => {
  it('makes the target relative to the app’s base, query kept', () => {
    expect(forwardPath('/v1/sessions')).toBe('v1/sessions');
    expect(forwardPath('/v1/slots/termin?period=vormittag')).toBe('v1/slots/termin?period=vormittag');
    expect(forwardPath('/')).toBe('');
  });
  it('resolves dot segments so a path cannot climb out of the base', () => {
    expect(forwardPath('/../../etc/passwd')).toBe('etc/passwd');
    expect(forwardPath('/v1/%2e%2e/%2e%2e/x')).toBe('x');
  });
  it('refuses absolute-form and scheme-relative targets', () => {
    expect(forwardPath('http://example.com/v1')).toBeNull();
    expect(forwardPath('//example.com/v1')).toBeNull();
    expect(forwardPath(undefined)).toBeNull();
  });
});

describe('headers', () => {
  it('forwards the caller’s headers but not hop-by-hop, browser-owned or the bridge mark', () => {
    const raw = [
      'Host',
      '127.0.0.1:4280',
      'Authorization',
      'Bearer x',
      'Idempotency-Key',
      'k',
      'Connection',
      'keep-alive',
      'Content-Length',
      '2',
      'Origin',
      'http://localhost',
      'Cookie',
      'a=b',
      'Sec-Fetch-Site',
      'none',
      'X-Sandbox-Via',
      'bridge',
      'Content-Type',
      'application/json',
    ];
    expect(forwardHeaders(raw)).toEqual([
      ['authorization', 'Bearer x'],
      ['idempotency-key', 'k'],
      ['content-type', 'application/json'],
    ]);
  });
  it('drops transfer headers of the tab’s answer', () => {
    expect(
      answerHeaders([
        ['content-type', 'application/pdf'],
        ['content-length', '9'],
        ['content-encoding', 'gzip'],
        ['etag', '"1"'],
      ]),
    ).toEqual([
      ['content-type', 'application/pdf'],
      ['etag', '"1"'],
    ]);
  });
});

describe('pairing codes', () => {
  it('are 8 unambiguous characters in two groups, and differ', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newPairingCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });
  it('match typed input ignoring case, spaces and the hyphen, and nothing else', () => {
    expect(codeMatches('K7QM-4XTP', 'k7qm 4xtp')).toBe(true);
    expect(codeMatches('K7QM-4XTP', 'K7QM4XTP')).toBe(true);
    expect(codeMatches('K7QM-4XTP', 'K7QM-4XTQ')).toBe(false);
    expect(codeMatches('K7QM-4XTP', 'K7QM-4XT')).toBe(false);
    expect(codeMatches('K7QM-4XTP', undefined)).toBe(false);
  });
});

describe('frames', () => {
  it('carry a header and any bytes unchanged', () => {
    const body = new Uint8Array([0, 255, 37, 80, 68, 70, 10, 0]);
    const frame = decodeFrame(encodeFrame({ type: 'response', id: 7, status: 200, headers: [['a', 'b']] }, body));
    expect(frame.header).toEqual({ type: 'response', id: 7, status: 200, headers: [['a', 'b']] });
    expect([...frame.body]).toEqual([...body]);
  });
  it('refuse messages that are not frames', () => {
    expect(() => decodeFrame(new Uint8Array([0, 0]))).toThrow();
    expect(() => decodeFrame(new Uint8Array([0, 0, 0, 99, 1]))).toThrow();
    expect(() => decodeFrame(encodeFrame({} as never))).toThrow();
  });
});

describe('batches (several frames in one message, under load)', () => {
  const answer = (id: number, bytes: number[]) =>
    encodeFrame({ type: 'response', id, status: 200, headers: [] }, new Uint8Array(bytes));

  it('carry each frame in order with its own body', () => {
    const frames = decodeMessage(encodeBatch([answer(1, [1, 2]), answer(2, []), answer(3, [0, 255])]));
    expect(frames.map((f) => (f.header as { id: number }).id)).toEqual([1, 2, 3]);
    expect(frames.map((f) => [...f.body])).toEqual([[1, 2], [], [0, 255]]);
  });
  it('read a single frame as one frame, so a side that never batches is understood', () => {
    const frames = decodeMessage(answer(7, [9]));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.header).toMatchObject({ type: 'response', id: 7 });
  });
  it('refuse a batch that is cut short or holds a broken frame', () => {
    const batch = encodeBatch([answer(1, [1, 2, 3])]);
    expect(() => decodeMessage(batch.subarray(0, batch.length - 2))).toThrow();
    expect(() => decodeMessage(new Uint8Array([0, 0, 0, 0, 0, 0]))).toThrow();
    expect(() => decodeMessage(encodeBatch([new Uint8Array([0, 0, 0, 2, 123, 125])]))).toThrow();
  });
  it('a frame alone is never a batch: its header length is not zero', () => {
    expect(() => decodeFrame(encodeBatch([answer(1, [])]))).toThrow();
  });
});

describe('the outbox', () => {
  function outbox() {
    const sent: Uint8Array[] = [];
    const flushes: Array<() => void> = [];
    const box = createOutbox(
      (message) => sent.push(message),
      (flush) => flushes.push(flush),
    );
    const runFlushes = () => {
      for (const flush of flushes.splice(0)) flush();
    };
    return { box, sent, flushes, runFlushes };
  }
  const frame = (id: number) => encodeFrame({ type: 'cancel', id });

  it('sends a lone frame as itself at once, without waiting for the flush', () => {
    const { box, sent, flushes, runFlushes } = outbox();
    box.post(frame(1));
    expect(sent).toEqual([frame(1)]);
    expect(flushes).toHaveLength(1);
    runFlushes();
    expect(sent).toHaveLength(1);
  });
  it('sends the frames posted after it, before the flush, as one batch in order; then the next goes at once again', () => {
    const { box, sent, flushes, runFlushes } = outbox();
    box.post(frame(1));
    box.post(frame(2));
    box.post(frame(3));
    expect(sent).toHaveLength(1);
    expect(flushes).toHaveLength(1);
    runFlushes();
    box.post(frame(4));
    expect(sent).toHaveLength(3);
    expect(decodeMessage(sent[0] as Uint8Array).map((f) => f.header)).toEqual([{ type: 'cancel', id: 1 }]);
    expect(decodeMessage(sent[1] as Uint8Array).map((f) => f.header)).toEqual([
      { type: 'cancel', id: 2 },
      { type: 'cancel', id: 3 },
    ]);
    expect(decodeMessage(sent[2] as Uint8Array).map((f) => f.header)).toEqual([{ type: 'cancel', id: 4 }]);
  });
});
