import { lazyScriptConfig } from './vite.lazy-script.ts';

/** `pdf-renderer.js`: jsPDF and the receipt and form layouts (precached). */
export default lazyScriptConfig({
  entry: 'src/sw/pdf-script.ts',
  fileName: 'pdf-renderer.js',
  name: 'sandboxPdfScript',
});
