/**
 * Stands in for fast-png, jsPDF's PNG decoder (its only use is `addImage` with a PNG): the sandbox's
 * documents are text and lines, never an image, so the decoder and the zlib it brings (pako) stay out
 * of pdf-renderer.js (about 20 KB gzip; docs/performance.md, "Worker size").
 */
export function decode(): never {
  throw new Error('The sandbox’s PDF renderer has no PNG decoder: its documents hold no images.');
}
