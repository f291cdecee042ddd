/** The worker believes `X-Sandbox-Via: bridge` only from the app's own window (src/sw/bridge-via.ts). */
import { describe, expect, it } from 'vitest';
import { VIA_HEADER } from '../../src/shared/bridge-protocol.mjs';
import { isBridgeRequest, isTrustedMark, withoutMark, withTrustedVia } from '../../src/sw/bridge-via.ts';

const ORIGIN = 'http://localhost:4173';
const app = { type: 'window', frameType: 'top-level', url: `${ORIGIN}/#/werkzeuge` };
const marked = () => new Request(`${ORIGIN}/v1/sessions`, { headers: { 'x-sandbox-via': 'bridge' } });

describe('isBridgeRequest', () => {
  it('is true for a marked request from the app’s own window', () => {
    expect(isBridgeRequest(marked(), app, ORIGIN, '/')).toBe(true);
  });
  it('is false without the mark, with another value, or from any other client', () => {
    expect(isBridgeRequest(new Request(`${ORIGIN}/v1/sessions`), app, ORIGIN, '/')).toBe(false);
    const other = new Request(`${ORIGIN}/v1/sessions`, { headers: { 'x-sandbox-via': 'page' } });
    expect(isBridgeRequest(other, app, ORIGIN, '/')).toBe(false);
    expect(isBridgeRequest(marked(), { ...app, url: `${ORIGIN}/examples/booking/` }, ORIGIN, '/')).toBe(false);
    expect(isBridgeRequest(marked(), { ...app, frameType: 'nested' }, ORIGIN, '/')).toBe(false);
    expect(isBridgeRequest(marked(), { type: 'worker', url: `${ORIGIN}/` }, ORIGIN, '/')).toBe(false);
    expect(isBridgeRequest(marked(), undefined, ORIGIN, '/')).toBe(false);
  });
});

describe('the marks of the app window (bridge, background)', () => {
  const app = { type: 'window', frameType: 'top-level', url: `${ORIGIN}/#/buergerservice/werkstatt` };
  const withMark = (mark: string) => new Request(`${ORIGIN}/v1/drafts`, { headers: { [VIA_HEADER]: mark } });
  const clients = (client: { type?: string; frameType?: string; url?: string } | undefined) => ({
    get: async () => client,
  });

  it('believes background and bridge from the app window only, and strips them from any other client', async () => {
    for (const mark of ['background', 'bridge']) {
      expect(isTrustedMark(withMark(mark), app, ORIGIN, '/')).toBe(true);
      const kept = await withTrustedVia({ request: withMark(mark), clientId: 'a' }, clients(app), ORIGIN, '/');
      expect(kept.headers.get(VIA_HEADER)).toBe(mark);
      const beside = { ...app, url: `${ORIGIN}/examples/booking/` };
      const stripped = await withTrustedVia({ request: withMark(mark), clientId: 'b' }, clients(beside), ORIGIN, '/');
      expect(stripped.headers.has(VIA_HEADER)).toBe(false);
    }
  });

  it('strips a mark it does not know, even from the app window; withoutMark strips any', async () => {
    expect(isTrustedMark(withMark('agent'), app, ORIGIN, '/')).toBe(false);
    const stripped = await withTrustedVia({ request: withMark('agent'), clientId: 'a' }, clients(app), ORIGIN, '/');
    expect(stripped.headers.has(VIA_HEADER)).toBe(false);
    expect(withoutMark(withMark('background')).headers.has(VIA_HEADER)).toBe(false);
  });

  it('asks the browser about a window once: later marked requests of the same window are believed without asking', async () => {
    let asked = 0;
    const counting = {
      get: async () => {
        asked += 1;
        return app;
      },
    };
    for (const mark of ['background', 'bridge', 'background']) {
      const kept = await withTrustedVia({ request: withMark(mark), clientId: 'window-once' }, counting, ORIGIN, '/');
      expect(kept.headers.get(VIA_HEADER)).toBe(mark);
    }
    expect(asked).toBe(1);
    // Another document (another client id) is asked about; one that is not the app is never believed.
    const beside = { get: async () => ({ ...app, url: `${ORIGIN}/examples/booking/` }) };
    for (let i = 0; i < 2; i += 1) {
      const stripped = await withTrustedVia({ request: withMark('bridge'), clientId: 'beside' }, beside, ORIGIN, '/');
      expect(stripped.headers.has(VIA_HEADER)).toBe(false);
    }
    // A request without a client id is never believed.
    const none = await withTrustedVia({ request: withMark('bridge'), clientId: '' }, counting, ORIGIN, '/');
    expect(none.headers.has(VIA_HEADER)).toBe(false);
  });
});
