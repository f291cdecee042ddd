/**
 * An Inspector row as a request a program can send again through the bridge: its method, its path
 * relative to the app's base (the bridge's paths are the same), its headers and its text body. The
 * journal keeps no secret (the Authorization value is redacted), so the copy always names the
 * credential's variable instead.
 */
import type { JournalEntry } from '../../engine/journal/schemas.ts';
import type { SnippetRequest } from '../kit/snippets.ts';

export function entryRequest(entry: JournalEntry, base: string): SnippetRequest {
  const path = entry.url.startsWith(base) ? `/${entry.url.slice(base.length)}` : entry.url;
  const text = entry.request.body?.text;
  return {
    method: entry.method,
    path,
    headers: entry.request.headers,
    // The person's credential is the world's capability; agents' and content tokens are tokens.
    credential: entry.actor === 'person' ? 'capability' : 'token',
    ...(text !== undefined ? { body: text } : {}),
  };
}
