/**
 * The parts of the services that only a studio path or an owner operation needs: the studio's server
 * (with its console forwarder), its store and its part of an import, and the export and import of
 * `.sandbox` files. services/all.ts reaches this module through `import()`, so in services.js it is a
 * lazily initialised module: an API request never evaluates it (issue 43).
 */
export { studioOwner } from '../studio/owner-ops.ts';
export { serveStudio } from '../studio/serve.ts';
export { forgetServedFiles, readServedFile, studioVersion } from '../studio/store.ts';
export { planStudioImport } from '../studio/transfer.ts';
export { exportFile } from '../transfer/export.ts';
export { importFile, previewImport } from '../transfer/import.ts';
