/** The journal's source of a request: the app, the bridge (only from the app's window) or another page. */
import { describe, expect, it } from 'vitest';
import { withTrustedVia } from '../../src/sw/bridge-via.ts';
import {
  requestSource,
  sourceAfterAnswer,
  startRequestSource,
  withoutStudioMark,
} from '../../src/sw/request-source.ts';
import { testEngine } from '../engine/support.ts';

const ORIGIN = 'https://sandbox.test';
const app = { id: 'app', type: 'window', frameType: 'top-level', url: `${ORIGIN}/sandbox/#/inspektor` };
const page = { id: 'page', type: 'window', frameType: 'top-level', url: `${ORIGIN}/sandbox/my-frontend/` };
const frame = { id: 'frame', type: 'window', frameType: 'nested', url: `${ORIGIN}/sandbox/` };

/** A studio project's page: in the studio's preview (a frame) or opened in a tab of its own. */
const studioFrame = { id: 'studio-frame', type: 'window', frameType: 'nested', url: `${ORIGIN}/sandbox/studio/v1/` };
const studioTab = {
  id: 'studio-tab',
  type: 'window',
  frameType: 'top-level',
  url: `${ORIGIN}/sandbox/studio/my-app/js/page.html?x=1`,
};
/** A studio URL of another base is a page beside the app, not a studio page. */
const otherBase = { id: 'other-base', type: 'window', frameType: 'top-level', url: `${ORIGIN}/studio/my-app/` };

const clients = {
  get: async (id: string) => [app, page, frame, studioFrame, studioTab, otherBase].find((client) => client.id === id),
};

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

  it('is studio:<project> for a studio page, framed or in a tab, whatever mark it sets', async () => {
    for (const mark of <Record<string, string>[]>[
      {},
      { 'x-sandbox-via': 'bridge' },
      { 'x-sandbox-via': 'reference' },
      { 'x-sandbox-via': 'background' },
    ]) {
      expect(await requestSource(clients, event('studio-frame', mark), ORIGIN, '/sandbox/')).toBe('studio:v1');
      expect(await requestSource(clients, event('studio-tab', mark), ORIGIN, '/sandbox/')).toBe('studio:my-app');
    }
    expect(await requestSource(clients, event('other-base'), ORIGIN, '/sandbox/')).toBe('page');
  });

  it('is studio:<name> when the app’s own window relays for a project (X-Sandbox-Studio, issue 38)', async () => {
    const mark = { 'x-sandbox-studio': 'demo' };
    expect(await requestSource(clients, event('app', mark), ORIGIN, '/sandbox/')).toBe('studio:demo');
    expect(
      await requestSource(clients, event('app', { ...mark, 'x-sandbox-via': 'bridge' }), ORIGIN, '/sandbox/'),
    ).toBe('studio:demo');
    // Not a project's name: ignored.
    expect(await requestSource(clients, event('app', { 'x-sandbox-studio': '../x' }), ORIGIN, '/sandbox/')).toBe('app');
  });

  it('a host page in a tab speaks for its own project only; any other client’s mark is ignored', async () => {
    expect(
      await requestSource(clients, event('studio-tab', { 'x-sandbox-studio': 'my-app' }), ORIGIN, '/sandbox/'),
    ).toBe('studio:my-app');
    expect(
      await requestSource(clients, event('studio-tab', { 'x-sandbox-studio': 'other' }), ORIGIN, '/sandbox/'),
    ).toBe('studio:my-app');
    for (const id of ['page', 'frame', 'other-base', '']) {
      expect(await requestSource(clients, event(id, { 'x-sandbox-studio': 'demo' }), ORIGIN, '/sandbox/')).toBe('page');
    }
    // A frame under another project's folder cannot name this one.
    expect(
      await requestSource(clients, event('studio-frame', { 'x-sandbox-studio': 'demo' }), ORIGIN, '/sandbox/'),
    ).toBe('studio:v1');
  });

  it('the engine never sees X-Sandbox-Studio, whoever set it', () => {
    const request = new Request(`${ORIGIN}/sandbox/v1/services`, {
      headers: { 'x-sandbox-studio': 'demo', accept: 'a/b' },
    });
    const stripped = withoutStudioMark(request);
    expect(stripped.headers.has('x-sandbox-studio')).toBe(false);
    expect(stripped.headers.get('accept')).toBe('a/b');
    const plain = new Request(`${ORIGIN}/sandbox/v1/services`);
    expect(withoutStudioMark(plain)).toBe(plain);
  });

  it('a studio page cannot pose as the app, the bridge or the reference: its X-Sandbox-Via is removed', async () => {
    for (const mark of ['bridge', 'reference', 'background']) {
      for (const clientId of ['studio-frame', 'studio-tab']) {
        const request = new Request(`${ORIGIN}/sandbox/v1/services`, { headers: { 'x-sandbox-via': mark } });
        const trusted = await withTrustedVia({ request, clientId }, clients, ORIGIN, '/sandbox/');
        expect([clientId, mark, trusted.headers.has('x-sandbox-via')]).toEqual([clientId, mark, false]);
      }
    }
  });
});

describe('startRequestSource', () => {
  /** Clients as the worker sees them when a person leaves the studio right after the answer. */
  function leavingClients() {
    const present = new Set(['studio-frame']);
    return {
      leave: () => present.clear(),
      get: async (id: string) => (present.has(id) ? studioFrame : undefined),
    };
  }

  it('looks the client up when the request arrives: a preview gone after the answer is still its project’s', async () => {
    const engine = testEngine();
    const clients = leavingClients();
    const fetchEvent = event('studio-frame');
    const answer = await engine.handle(new Request('http://localhost/v1/services'), {
      source: startRequestSource(clients, fetchEvent, ORIGIN, '/sandbox/'),
    });
    expect(answer.status).toBe(200);
    // The person leaves the studio before the entry is written.
    clients.leave();
    await engine.journal.flush();
    const { entries } = await engine.owner.readJournal({ after: 0 });
    const services = entries.filter((entry) => entry.url === '/v1/services');
    expect(services.map((entry) => [entry.source, entry.project])).toEqual([['studio', 'v1']]);
    // Asked only then, the same client would no longer be found (what the worker did before).
    expect(await requestSource(clients, fetchEvent, ORIGIN, '/sandbox/')).toBe('page');
  });

  it('never delays the answer: a lookup that has not settled yet is awaited only by the journal', async () => {
    const engine = testEngine();
    let found: (client: typeof studioFrame) => void = () => {};
    const slow = { get: () => new Promise<typeof studioFrame>((resolve) => (found = resolve)) };
    const answer = await engine.handle(new Request('http://localhost/v1/services'), {
      source: startRequestSource(slow, event('studio-frame'), ORIGIN, '/sandbox/'),
    });
    expect(answer.status).toBe(200);
    found(studioFrame);
    await engine.journal.flush();
    const { entries } = await engine.owner.readJournal({ after: 0 });
    expect(entries.filter((entry) => entry.url === '/v1/services').map((entry) => entry.project)).toEqual(['v1']);
  });

  it('is page when the lookup fails, and never rejects', async () => {
    const failing = { get: () => Promise.reject(new Error('no clients')) };
    expect(await startRequestSource(failing, event('studio-frame'), ORIGIN, '/sandbox/')).toBe('page');
  });
});

describe('sourceAfterAnswer', () => {
  it('asks for the client only once the answer is ready (not beside a cold start’s first answer), and once', async () => {
    const engine = testEngine();
    const asked: string[] = [];
    const present = new Set(['studio-frame']);
    const counting = {
      get: async (id: string) => {
        asked.push(id);
        return present.has(id) ? studioFrame : undefined;
      },
    };
    const lookup = sourceAfterAnswer(() => startRequestSource(counting, event('studio-frame'), ORIGIN, '/sandbox/'));
    const answer = engine.handle(new Request('http://localhost/v1/services'), { source: lookup.source });
    lookup.after(answer);
    expect(asked).toEqual([]);
    expect((await answer).status).toBe(200);
    await Promise.resolve();
    expect(asked).toEqual(['studio-frame']);
    // The person leaves the studio right after the answer: the entry is still the project's.
    present.clear();
    await engine.journal.flush();
    const { entries } = await engine.owner.readJournal({ after: 0 });
    expect(entries.filter((entry) => entry.url === '/v1/services').map((entry) => entry.project)).toEqual(['v1']);
    expect(asked).toEqual(['studio-frame']);
  });
});
