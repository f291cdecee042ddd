/**
 * Sends an edited request as any client would: fetch to the site's own API (answered by the service
 * worker, journaled like every request of the app), never the engine directly. The answer is
 * redacted by the journal's own rule before anything shows it.
 */
import { redactHeaders, redactText } from '../../shared/redact.mjs';
import { apiUrl } from '../app/client.ts';
import type { ResendAnswer, ResendRequest } from './resend-model.ts';

export async function sendRequest(request: ResendRequest): Promise<ResendAnswer> {
  const started = performance.now();
  const response = await fetch(apiUrl(request.path), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    // An answer is shown as it came: a redirect is an answer too.
    redirect: 'manual',
  });
  const mimeType = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const textual = bytes.length === 0 || /json|text|xml|javascript/.test(mimeType);
  return {
    status: response.status,
    headers: redactHeaders(response.headers),
    body: textual ? redactText(new TextDecoder().decode(bytes)) : undefined,
    mimeType,
    size: bytes.length,
    durationMs: Math.round(performance.now() - started),
  };
}
