/** The journal's source of a request: the app, the bridge (only from the app's window) or another page. */
import { describe, expect, it } from 'vitest';
import { requestSource } from '../../src/sw/request-source.ts';

const ORIGIN = 'https://sandbox.test';
const app = { id: 'app', type: 'window', frameType: 'top-level', url: `${ORIGIN}/sandbox/#/inspektor` };
const page = { id: 'page', type: 'window', frameType: 'top-level', url: `${ORIGIN}/sandbox/my-frontend/` };
const frame = { id: 'frame', type: 'window', frameType: 'nested', url: `${ORIGIN}/sandbox/` };

const clients = { get: async (id: string) => [app, page, frame].find((client) => client.id === id) };

function event(clientId: string, headers: Record<string, string> = {}, resultingClientId = '') {
  return {
    clientId,
    resultingClientId,
    request: new Request(`${ORIGIN}/sandbox/v1/services`, { headers }),
  };
}

describe('requestSource', () => {
  it('is app for the app’s own window and bridge when the app’s window marks it so', async () => {
    expect(await requestSource(clients, event('app'), ORIGIN, '/sandbox/')).toBe('app');
    expect(await requestSource(clients, event('app', { 'x-sandbox-via': 'bridge' }), ORIGIN, '/sandbox/')).toBe(
      'bridge',
    );
  });

  it('is page for other pages, frames, navigations and unknown clients, whatever they claim', async () => {
    const bridge = { 'x-sandbox-via': 'bridge' };
    expect(await requestSource(clients, event('page', bridge), ORIGIN, '/sandbox/')).toBe('page');
    expect(await requestSource(clients, event('frame', bridge), ORIGIN, '/sandbox/')).toBe('page');
    expect(await requestSource(clients, event('', {}, 'gone'), ORIGIN, '/sandbox/')).toBe('page');
    expect(await requestSource(clients, event(''), ORIGIN, '/sandbox/')).toBe('page');
  });
});
