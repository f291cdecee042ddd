// The benchmark's cases. Each runs inside the page: `setup` once (returns state), then `request`
// builds the i-th request (untimed; it may prepare data first). Cases are interleaved round by round
// so they are compared side by side. PRELUDE defines helpers every case can use.

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
];

/** Targets checked against figures of the same run: [case, limit as a function of the figures]. */
export const TARGETS = [
  [
    'GET /hello/{name} p50 <= precached static file p50',
    (l) => l['GET /hello/{name}'].p50 <= l['precached static file'].p50,
  ],
  ['POST /v1/drafts p50 < 2x GET /hello p50', (l) => l['POST /v1/drafts'].p50 < 2 * l['GET /hello/{name}'].p50],
  [
    'GET /v1/drafts (40 cases) p50 < 2x GET /hello p50',
    (l) => l['GET /v1/drafts (40 cases)'].p50 < 2 * l['GET /hello/{name}'].p50,
  ],
  ['GET receipt PDF p50 < 30 ms', (l) => l['GET receipt PDF'].p50 < 30],
];
