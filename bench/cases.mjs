// The benchmark's cases. Each runs inside the page: `setup` once (returns state), then `request`
// builds the i-th request. Cases are interleaved round by round so they are compared side by side.
// Later issues add their routes here.

/** @typedef {{ name: string, setup?: string, request: string }} BenchCase */

/** @type {BenchCase[]} */
export const CASES = [
  {
    name: 'GET /hello/{name}',
    request: `(state, i) => ({ url: 'hello/bench' + i })`,
  },
  {
    name: 'POST /hello',
    request: `(state, i) => ({ url: 'hello', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench ' + i }) } })`,
  },
  {
    name: 'precached static file',
    request: `(state, i) => ({ url: 'manifest.webmanifest' })`,
  },
];
