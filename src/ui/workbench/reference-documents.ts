/**
 * The reference screen's API in the browser: the served documents, read as the app's own background
 * reads (not journaled), and the tries, sent by the kit's sender as the app's own requests marked
 * `reference` (journaled with that source, so the Inspector can show or hide them) and shown as they
 * came (not redacted: the person sees what their own request made).
 */

import type { Lang } from '../../engine/words.ts';
import { BACKGROUND_MARK, REFERENCE_MARK, VIA_HEADER } from '../../shared/bridge-protocol.mjs';
import { apiUrl } from '../app/client.ts';
import { backendReady } from '../app/offline-backend.ts';
import { newIdempotencyKey } from '../kit/headers.ts';
import { sendAsApp } from '../kit/send.ts';
import { ensureSession } from '../world/session.ts';
import type { Json, ToolDoc } from './reference.ts';
import type { ReferenceApi, ReferenceDocuments } from './reference-model.ts';

/** The documents the reference is read from, all derived from the contracts. */
export const DOCUMENTS = {
  municipal: '/v1/openapi.json',
  content: '/api/schema',
  greeting: '/openapi/hello.json',
  tools: '/mcp-tools.json',
} as const;

/** A document in the screen's language (English is every document's default: no query then). */
async function readJson(path: string, lang: Lang): Promise<Json> {
  const query = lang === 'en' ? '' : `?lang=${lang}`;
  const response = await fetch(apiUrl(`${path}${query}`), { headers: { [VIA_HEADER]: BACKGROUND_MARK } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as Json;
}

export const referenceApi: ReferenceApi = {
  async documents(lang): Promise<ReferenceDocuments> {
    await backendReady();
    const [municipal, content, greeting, tools] = await Promise.all([
      readJson(DOCUMENTS.municipal, lang),
      readJson(DOCUMENTS.content, lang),
      readJson(DOCUMENTS.greeting, lang),
      readJson(DOCUMENTS.tools, lang),
    ]);
    return { municipal, content, greeting, mcp: tools.endpoint as Json, tools: tools.tools as ToolDoc[] };
  },
  send: (request) => sendAsApp(request, { redact: false, via: REFERENCE_MARK }),
  worldCapability: async () => (await ensureSession()).token,
  newKey: () => newIdempotencyKey('try'),
};
