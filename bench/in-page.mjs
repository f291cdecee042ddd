// Times `n` sequential fetches of `path` from inside a page: each sample is the request and reading
// its whole body, as a frontend sees it. Shared by the floor and the bridge cases.
/**
 * @param {import('@playwright/test').Page} page
 * @param {string} path
 * @param {number} n
 * @returns {Promise<number[]>}
 */
export function timeFetchesInPage(page, path, n) {
  return page.evaluate(
    async ({ path, n }) => {
      /** @type {number[]} */
      const samples = [];
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        const response = await fetch(path);
        await response.arrayBuffer();
        samples.push(performance.now() - start);
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
      }
      return samples;
    },
    { path, n },
  );
}
