// Redaction: no secret reaches the journal, nor the Inspector's view of a resent request's answer
// (issue #27). Authorization (and cookies) are replaced whole; in every other header, the URL and text
// bodies, each token-like value is replaced by the marker: a world's capability (64 hex), an agent
// connection's `agt_...`, a content token's `cms_...`, any bearer credential, and the value of any
// `"token"` field (the answers of POST /v1/sessions and POST /v1/connections). Better a harmless 64-hex
// id hidden than a secret shown. Shared so the engine's journal and the UI use the very same rule.

export const REDACTED = '[redacted]';

/** Headers that are secrets as a whole. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

const TOKEN_FIELD = /("token"\s*:\s*")(?:[^"\\]|\\.)*(")/gi;
const BEARER = /\b(bearer\s+)[^\s"',;]+/gi;
const TOKEN_LIKE = /(?:agt_|cms_)[A-Za-z0-9]+|(?<![A-Za-z0-9])[a-fA-F0-9]{64}(?![A-Za-z0-9])/g;

/** @param {string} text */
export function redactText(text) {
  return text.replace(TOKEN_FIELD, `$1${REDACTED}$2`).replace(BEARER, `$1${REDACTED}`).replace(TOKEN_LIKE, REDACTED);
}

/**
 * `headers`: a Headers object or its entries (lower-case names, as Headers gives them).
 * @param {Iterable<[string, string]>} headers
 * @returns {[string, string][]}
 */
export function redactHeaders(headers) {
  /** @type {[string, string][]} */
  const kept = [];
  for (const [name, value] of headers) {
    if (SECRET_HEADERS.has(name.toLowerCase())) {
      // Say which scheme was used (it helps to see "Bearer" against "Basic"), never the credential.
      const scheme = /^\s*(\S+)\s+\S/.exec(value)?.[1];
      kept.push([name, scheme ? `${scheme} ${REDACTED}` : REDACTED]);
    } else kept.push([name, redactText(value)]);
  }
  return kept;
}
