/** Who may use the owner channel: only the app's own top-level window (src/sw/owner-channel.ts). */
import { describe, expect, it } from 'vitest';
import { isAppWindow } from '../../src/sw/owner-channel.ts';

const ORIGIN = 'http://localhost:4173';
const win = (url: string, frameType = 'top-level') => ({ type: 'window', frameType, url });

describe('isAppWindow', () => {
  it('accepts the app at the base and at index.html, with any query or hash', () => {
    for (const url of ['/', '/index.html', '/?source=pwa', '/#/inhalte/agenten', '/index.html?x=1#/a']) {
      expect(isAppWindow(win(`${ORIGIN}${url}`), ORIGIN, '/'), url).toBe(true);
    }
    expect(isAppWindow(win(`${ORIGIN}/sandbox/#/x`), ORIGIN, '/sandbox/')).toBe(true);
  });

  it('refuses pages beside the app, frames, workers, other origins and missing sources', () => {
    expect(isAppWindow(win(`${ORIGIN}/mini.html`), ORIGIN, '/')).toBe(false);
    expect(isAppWindow(win(`${ORIGIN}/examples/booking/`), ORIGIN, '/')).toBe(false);
    expect(isAppWindow(win(`${ORIGIN}/`), ORIGIN, '/sandbox/')).toBe(false);
    expect(isAppWindow(win(`${ORIGIN}/sandbox/index.html/x`), ORIGIN, '/sandbox/')).toBe(false);
    expect(isAppWindow(win(`${ORIGIN}/`, 'nested'), ORIGIN, '/')).toBe(false);
    expect(isAppWindow({ type: 'worker', url: `${ORIGIN}/` }, ORIGIN, '/')).toBe(false);
    expect(isAppWindow(win('http://localhost:9999/'), ORIGIN, '/')).toBe(false);
    expect(isAppWindow(null, ORIGIN, '/')).toBe(false);
    expect(isAppWindow({}, ORIGIN, '/')).toBe(false);
  });
});
