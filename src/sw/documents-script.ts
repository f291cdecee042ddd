/**
 * Entry of `documents.js`, a classic script built apart from the worker (vite.documents.config.ts):
 * the guides, OpenAPI documents and JSON Schemas with their builders and @valibot/to-json-schema.
 * The worker imports it during install and evaluates it again only when a document is first asked for.
 */
import { createDocuments } from '../engine/documents/build.ts';
import type { Documents } from '../engine/documents/port.ts';

(self as unknown as { sandboxDocuments: Documents }).sandboxDocuments = createDocuments();
