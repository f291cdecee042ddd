// Percentiles of a list of durations in milliseconds.

/** @typedef {{ n: number, p50: number, p95: number, p99: number }} Summary */

/**
 * The `p`th percentile (nearest rank) of durations sorted ascending; NaN for none.
 * @param {number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * The p50 of `name` in a run's figures; throws when there is none (the case did not run).
 * @param {Record<string, Summary>} figures
 * @param {string} name
 * @returns {number}
 */
export function p50Of(figures, name) {
  const summary = figures[name];
  if (!summary) throw new Error(`${name} did not run`);
  return summary.p50;
}

/**
 * @param {number[]} samples
 * @returns {Summary}
 */
export function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (/** @type {number} */ x) => Math.round(x * 1000) / 1000;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

/**
 * The median of the paired ratios `samples[i] / floor[i]`: each round's worker against the floor
 * measured beside it, so a busy moment of the machine weighs on both sides of one ratio (issue 43).
 * @param {number[]} samples
 * @param {number[]} floor
 * @returns {number}
 */
export function medianPairedRatio(samples, floor) {
  const ratios = samples.map((sample, i) => sample / (floor[i] ?? Number.NaN)).filter(Number.isFinite);
  return (
    Math.round(
      percentile(
        ratios.sort((a, b) => a - b),
        50,
      ) * 1000,
    ) / 1000
  );
}
