/**
 * The reference reads no prose (issue 34): an answer's description is the route's own words, and the
 * error codes of the same status come from the document's list of them. The German screen showed
 * "; oder ein Problem: …" because the screen cut the English "; or a Problem" out of descriptions.
 */
import { describe, expect, it } from 'vitest';
import { createDocuments } from '../../../src/engine/documents/build.ts';
import type { Lang } from '../../../src/engine/words.ts';
import { buildReference, type Json, type ToolDoc } from '../../../src/ui/workbench/reference.ts';

const BASE = 'http://localhost/';

/** The reference as the screen builds it, from the documents the sandbox serves in that language. */
async function referenceIn(lang: Lang) {
  const documents = createDocuments();
  const read = async (service: 'municipal' | 'content' | 'greeting') =>
    JSON.parse(await documents.openApi(service, BASE, lang)) as Json;
  const tools = JSON.parse(await documents.mcpTools(BASE, lang)) as { endpoint: Json; tools: ToolDoc[] };
  return buildReference({
    municipal: await read('municipal'),
    content: await read('content'),
    greeting: await read('greeting'),
    mcp: tools.endpoint,
    tools: tools.tools,
  });
}

describe.each(['de', 'en'] as const)('the reference in %s', (lang) => {
  it('shows no raw "; or a Problem" / "; oder ein Problem" in any endpoint', async () => {
    const { endpoints } = await referenceIn(lang);
    expect(endpoints.length).toBeGreaterThan(50);
    const raw = endpoints.filter((endpoint) => /; (or a|oder ein) Problem/.test(JSON.stringify(endpoint)));
    expect(raw.map((endpoint) => endpoint.id)).toEqual([]);
  });

  it('keeps an answer that shares its status with errors in the route’s words, and lists those errors', async () => {
    const message = (await referenceIn(lang)).endpoints.find((endpoint) => endpoint.id === 'mcp.message');
    const answer = message?.answers.find((item) => item.status === '400');
    expect(answer?.description).toMatch(
      lang === 'de' ? /^Ein JSON-RPC-Fehlerobjekt .*auch Stapel\)$/ : /^A JSON-RPC error object .*batches included\)$/,
    );
    expect(message?.errors.filter((error) => error.status === '400').map((error) => error.code)).toEqual([
      'malformed_request',
    ]);
  });
});
