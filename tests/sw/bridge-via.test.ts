/** The worker believes `X-Sandbox-Via: bridge` only from the app's own window (src/sw/bridge-via.ts). */
import { describe, expect, it } from 'vitest';
import { isBridgeRequest } from '../../src/sw/bridge-via.ts';

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
