/** Redaction: the one rule lives in src/shared/redact.mjs, which the Inspector's resend uses too. */
export { REDACTED, redactHeaders, redactText } from '../../shared/redact.mjs';
