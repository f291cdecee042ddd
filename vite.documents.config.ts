import { lazyScriptConfig } from './vite.lazy-script.ts';

/** `documents.js`: the guides, OpenAPI documents and JSON Schemas with their builders (precached). */
export default lazyScriptConfig({
  entry: 'src/sw/documents-script.ts',
  fileName: 'documents.js',
  name: 'sandboxDocumentsScript',
});
