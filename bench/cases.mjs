// The benchmark's cases. Each runs inside the page: `setup` once (returns state), then `request`
// builds the i-th request (untimed; it may prepare data first). Cases are interleaved round by round
// so they are compared side by side. PRELUDE defines helpers every case can use.

import { p50Of } from './stats.mjs';

export const PRELUDE = `globalThis.bench = {
  json: { 'content-type': 'application/json' },
  key: () => 'bench-' + crypto.randomUUID().replaceAll('-', ''),
  headers(token) {
    return { 'content-type': 'application/json', authorization: 'Bearer ' + token, 'idempotency-key': bench.key() };
  },
  async session() {
    const res = await fetch('v1/sessions', { method: 'POST', headers: bench.json, body: '{}' });
    if (res.status !== 201) throw new Error('session: ' + res.status);
    return (await res.json()).token;
  },
  wohngeld: { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } },
  async draft(token) {
    const res = await fetch('v1/drafts', { method: 'POST', headers: bench.headers(token), body: JSON.stringify(bench.wohngeld) });
    return res.json();
  },
  /** A content token with every scope, from the owner channel (as the Agents area makes them). */
  async ownerToken() {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const reply = new Promise((resolve) => { channel.port1.onmessage = (event) => resolve(event.data); });
    registration.active.postMessage({ type: 'owner', op: 'createToken', args: { name: 'bench', scopes: ['content:write', 'content:publish'] } }, [channel.port2]);
    return (await reply).result.token;
  },
  content(token, body) {
    return { 'content-type': 'application/json', authorization: 'Bearer ' + token };
  },
  async newPage(token, title) {
    const res = await fetch('api/pages', { method: 'POST', headers: bench.content(token), body: JSON.stringify({ title, body: 'Text of ' + title }) });
    return res.json();
  },
  /** A world with room for one more case: a new one every 40 cases. */
  async roomy(state) {
    if (!state.token || state.count >= 40) { state.token = await bench.session(); state.count = 0; }
    state.count += 1;
    return state.token;
  },
};`;

/** @typedef {{ name: string, setup?: string, request: string }} BenchCase */

/** @type {BenchCase[]} */
export const CASES = [
  {
    name: 'GET /hello/{name}',
    request: `(state, i) => ({ url: 'hello/bench' + i })`,
  },
  {
    // Issue 32: a studio project's script, stored through the owner channel as the studio stores it,
    // read by fetch (as a page's module import reads it; no console forwarder in a script).
    name: 'GET studio file (10 KB script)',
    setup: `async () => {
      const registration = await navigator.serviceWorker.ready;
      const ask = (op, args) => new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        registration.active.postMessage({ type: 'owner', op, args }, [channel.port2]);
      });
      await ask('deleteProject', { name: 'bench-studio' });
      const text = 'export const rows = [\\n' + Array.from({ length: 400 }, (_, i) => '  { id: ' + i + ', n: "row" },').join('\\n') + '\\n];\\n';
      const made = await ask('createProject', { name: 'bench-studio', files: [{ path: 'js/app.mjs', text }, { path: 'index.html', text: '<!doctype html><title>bench</title>' }] });
      if (!made.ok) throw new Error('studio project: ' + made.error.code);
      return {};
    }`,
    request: `(state, i) => ({ url: 'studio/bench-studio/js/app.mjs' })`,
  },
  {
    name: 'POST /hello',
    request: `(state, i) => ({ url: 'hello', init: { method: 'POST', headers: bench.json, body: JSON.stringify({ name: 'bench ' + i }) } })`,
  },
  {
    name: 'precached static file',
    request: `(state, i) => ({ url: 'manifest.webmanifest' })`,
  },
  {
    name: 'POST /v1/drafts',
    setup: `async () => ({})`,
    request: `async (state) => {
      const token = await bench.roomy(state);
      return { url: 'v1/drafts', init: { method: 'POST', headers: bench.headers(token), body: JSON.stringify(bench.wohngeld) } };
    }`,
  },
  {
    name: 'POST /v1/drafts/{id}/submit',
    setup: `async () => ({})`,
    request: `async (state) => {
      const token = await bench.roomy(state);
      const made = await bench.draft(token);
      return { url: 'v1/drafts/' + made.id + '/submit', init: { method: 'POST', headers: bench.headers(token), body: '{"version":1,"confirmed":true}' } };
    }`,
  },
  {
    name: 'GET /v1/drafts (40 cases)',
    setup: `async () => {
      const token = await bench.session();
      for (let i = 0; i < 40; i++) await bench.draft(token);
      return { token };
    }`,
    request: `(state) => ({ url: 'v1/drafts', init: { headers: { authorization: 'Bearer ' + state.token } } })`,
  },
  {
    name: 'GET /v1/slots/termin',
    setup: `async () => ({ token: await bench.session() })`,
    request: `(state) => ({ url: 'v1/slots/termin', init: { headers: { authorization: 'Bearer ' + state.token } } })`,
  },
  {
    name: 'GET receipt PDF',
    setup: `async () => {
      const token = await bench.session();
      const made = await bench.draft(token);
      const res = await fetch('v1/drafts/' + made.id + '/submit', { method: 'POST', headers: bench.headers(token), body: '{"version":1,"confirmed":true}' });
      return { token, url: (await res.json()).receipt.url };
    }`,
    request: `(state) => ({ url: state.url, init: { headers: { authorization: 'Bearer ' + state.token } } })`,
  },
  {
    name: 'GET /api/pages page 1 (10,000 pages)',
    setup: `async () => {
      const token = await bench.ownerToken();
      for (let i = 0; i < 10000; i += 50) {
        await Promise.all(Array.from({ length: 50 }, (_, j) => bench.newPage(token, 'Seite ' + (i + j + 1))));
      }
      globalThis.benchContentToken = token;
      return { token };
    }`,
    request: `(state) => ({ url: 'api/pages?page=1', init: { headers: bench.content(state.token) } })`,
  },
  {
    name: 'GET /api/pages page 200 (10,000 pages)',
    setup: `async () => ({ token: globalThis.benchContentToken })`,
    request: `(state) => ({ url: 'api/pages?page=200', init: { headers: bench.content(state.token) } })`,
  },
  {
    name: 'PUT /api/pages/{id}',
    setup: `async () => {
      const token = globalThis.benchContentToken;
      const page = await bench.newPage(token, 'Bench PUT');
      return { token, id: page.id, version: 1 };
    }`,
    request: `(state, i) => {
      const body = JSON.stringify({ title: 'Bench PUT', body: 'Version ' + i, expected_version: state.version });
      state.version += 1;
      return { url: 'api/pages/' + state.id, init: { method: 'PUT', headers: bench.content(state.token), body } };
    }`,
  },
  {
    name: 'POST /api/pages/{id}/publish',
    setup: `async () => {
      const token = globalThis.benchContentToken;
      const page = await bench.newPage(token, 'Bench publish');
      return { token, id: page.id, version: 1 };
    }`,
    request: `(state) => {
      const body = JSON.stringify({ expected_version: state.version });
      state.version += 1;
      return { url: 'api/pages/' + state.id + '/publish', init: { method: 'POST', headers: bench.content(state.token), body } };
    }`,
  },
  {
    // Issue #21: the card of a full world journal (the journal keeps the newest 500 entries per world).
    name: 'GET /v1/journal/report (500 entries)',
    setup: `async () => {
      const token = await bench.session();
      const headers = (extra) => ({ ...bench.headers(token), ...extra });
      const body = JSON.stringify(bench.wohngeld);
      const ids = [];
      for (let i = 0; i < 30; i++) ids.push((await bench.draft(token)).id);
      for (const id of ids.slice(0, 20)) {
        await fetch('v1/drafts/' + id + '/submit', { method: 'POST', headers: headers(), body: JSON.stringify({ version: 1, confirmed: true }) });
      }
      for (let i = 0; i < 5; i++) {
        const same = headers();
        await fetch('v1/drafts', { method: 'POST', headers: { ...same, prefer: 'fault=lost-answer' }, body });
        await fetch('v1/drafts', { method: 'POST', headers: same, body });
      }
      for (let i = 0; i < 10; i++) await fetch('v1/drafts', { headers: headers({ prefer: 'fault=429' }) });
      for (let i = 0; i < 10; i++) await fetch('v1/drafts', { method: 'POST', headers: headers(), body: '{"service":"x"}' });
      for (let i = 0; i < 440; i++) await fetch('v1/drafts/' + ids[i % ids.length], { headers: headers() });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      globalThis.benchReportToken = token;
      return { token };
    }`,
    request: `(state) => ({ url: 'v1/journal/report', init: { headers: { authorization: 'Bearer ' + state.token } } })`,
  },
  {
    // The same world's journal read whole, for comparison: what of the card's time is reading it.
    name: 'GET /v1/journal (500 entries, for comparison)',
    setup: `async () => ({ token: globalThis.benchReportToken })`,
    request: `(state) => ({ url: 'v1/journal', init: { headers: { authorization: 'Bearer ' + state.token } } })`,
  },
  {
    // A content token's card: its journal too keeps the newest 500 entries (journal/limits.ts).
    name: 'GET /api/journal/report (500 entries)',
    setup: `async () => {
      const token = await bench.ownerToken();
      const headers = (extra) => ({ ...bench.content(token), ...extra });
      const pages = [];
      for (let i = 0; i < 20; i++) pages.push(await bench.newPage(token, 'Report ' + i));
      for (const page of pages) {
        const put = (version, extra) => fetch('api/pages/' + page.id, { method: 'PUT', headers: headers(extra), body: JSON.stringify({ title: 'Report', expected_version: version }) });
        await put(1);
        await put(1);
        await fetch('api/pages/' + page.id, { headers: headers() });
        await put(2, { prefer: 'fault=lost-answer' });
        await fetch('api/pages/' + page.id + '/history', { headers: headers() });
        await put(3);
      }
      for (let i = 0; i < 20; i++) await fetch('api/pages?status=published&include=body', { headers: headers() });
      for (let i = 0; i < 360; i++) await fetch('api/pages/' + pages[i % pages.length].id, { headers: headers() });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { token };
    }`,
    request: `(state) => ({ url: 'api/journal/report', init: { headers: bench.content(state.token) } })`,
  },
];

/**
 * Targets checked against figures of the same run: [case, limit as a function of the figures].
 * @type {[string, (l: Record<string, import('./stats.mjs').Summary>) => boolean][]}
 */
export const TARGETS = [
  [
    'GET studio file p50 <= 1.5x GET /hello p50 (issue 32)',
    (l) => p50Of(l, 'GET studio file (10 KB script)') <= 1.5 * p50Of(l, 'GET /hello/{name}'),
  ],
  [
    'GET /hello/{name} p50 <= precached static file p50',
    (l) => p50Of(l, 'GET /hello/{name}') <= p50Of(l, 'precached static file'),
  ],
  ['POST /v1/drafts p50 < 2x GET /hello p50', (l) => p50Of(l, 'POST /v1/drafts') < 2 * p50Of(l, 'GET /hello/{name}')],
  [
    'GET /v1/drafts (40 cases) p50 < 2x GET /hello p50',
    (l) => p50Of(l, 'GET /v1/drafts (40 cases)') < 2 * p50Of(l, 'GET /hello/{name}'),
  ],
  ['GET receipt PDF p50 < 30 ms', (l) => p50Of(l, 'GET receipt PDF') < 30],
  [
    'GET /api/pages page 1 p50 < 5x GET /hello p50',
    (l) => p50Of(l, 'GET /api/pages page 1 (10,000 pages)') < 5 * p50Of(l, 'GET /hello/{name}'),
  ],
  ['GET /v1/journal/report (500 entries) p50 < 50 ms', (l) => p50Of(l, 'GET /v1/journal/report (500 entries)') < 50],
  ['GET /api/journal/report (500 entries) p50 < 50 ms', (l) => p50Of(l, 'GET /api/journal/report (500 entries)') < 50],
  [
    'report card over 5,000 entries p50 < 50 ms',
    (l) => p50Of(l, 'report card over 5,000 entries (page, same code)') < 50,
  ],
  [
    'GET /api/pages page 200 p50 < 5x GET /hello p50',
    (l) => p50Of(l, 'GET /api/pages page 200 (10,000 pages)') < 5 * p50Of(l, 'GET /hello/{name}'),
  ],
];
