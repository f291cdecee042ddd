// Which source modules a built script is made of: minified bytes per source, read from the script's
// source map (`node bench/source-sizes.mjs dist/services.js [count]`). The worker scripts always carry
// maps; the app's chunks do when built with UI_SOURCEMAP=1 (vite.config.ts). docs/performance.md,
// "Worker size and start script", has the tables this printed.
import { readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The numbers of one mapping segment (base64 VLQ).
 * @param {string} segment
 * @returns {number[]}
 */
function decodeSegment(segment) {
  /** @type {number[]} */
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >> 1) : value >> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Bytes of `file` per source, largest first; '?' for bytes no mapping names (the bundler's own).
 * @param {string} file
 * @returns {[string, number][]}
 */
export function sourceSizes(file) {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = readFileSync(file, 'utf8').split('\n');
  /** @type {Map<string, number>} */
  const sizes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((/** @type {string} */ mappings, /** @type {number} */ index) => {
    /** @type {[number, string][]} where each mapped stretch of the line starts, and its source */
    const starts = [];
    let column = 0;
    for (const segment of mappings ? mappings.split(',') : []) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push([column, sourceDelta === undefined ? '?' : map.sources[source]]);
    }
    const length = lines[index]?.length ?? 0;
    starts.forEach(([start, name], at) => {
      const end = starts[at + 1]?.[0] ?? length;
      sizes.set(name, (sizes.get(name) ?? 0) + end - start);
    });
  });
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) {
  const [file, count = '40'] = process.argv.slice(2);
  if (!file) throw new Error('usage: node bench/source-sizes.mjs <built script> [count]');
  for (const [name, bytes] of sourceSizes(file).slice(0, Number(count))) {
    console.log(`${String(bytes).padStart(8)} ${name}`);
  }
}
