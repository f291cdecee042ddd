/** The municipal service's part of /llms.txt. */
import { MUNICIPAL_LIMITS, municipalContract } from './contract.ts';

export function municipalLlmsSection(baseUrl: string): string {
  return `## Municipal demo service (interface version ${municipalContract.version})
Guide for people: ${baseUrl}v1/guide
OpenAPI 3.1: ${baseUrl}v1/openapi.json
- POST ${baseUrl}v1/sessions with {} -> {"token", "expires_at", "mode": "fictional_demo"}: an isolated
  world for 24 hours. Send the token as "Authorization: Bearer <token>". Keep it out of prompts and URLs.
- GET v1/services (16 services, fields, options, fee rules in euro cents, outcome), GET v1/services/{id}
  (contract with the JSON Schema of the DraftInput), GET v1/profiles (four fictional residents).
- GET v1/slots/{termin|raum}?period=vormittag|nachmittag|egal[&resource=<room>] (bearer).
- Every POST under v1/drafts needs an Idempotency-Key header: 16 to 100 characters of A-Z a-z 0-9 _ -
  (for example draft-termin-0001). A retry after a lost answer sends the same key and the same payload;
  a different request needs a new key. Keys are kept for the world's lifetime.
- POST v1/drafts with Idempotency-Key and {"service", "profile", "fields"} -> a case in review for 15 minutes.
  Example: POST ${baseUrl}v1/drafts  Idempotency-Key: draft-hund-000001
  {"service": "hund", "profile": "ben", "fields": {"hund": "bello", "haltung": "familie"}}
- Show the review to the user and get explicit confirmation, then
  POST v1/drafts/{id}/submit with Idempotency-Key and {"version": <reviewed version>, "confirmed": true}.
- "completed" means done (in the fiction); "received" means received, NOT approved.
- POST v1/drafts/{id}/cancel (same body), GET v1/drafts, GET v1/drafts/{id}, GET v1/drafts/{id}/receipt (PDF),
  GET formulare/{id} (blank form PDF); both PDFs take ?lang=de (default) or ?lang=en.
- DELETE v1/sessions/current (bearer) ends the world at once and deletes its cases.
- Every request is recorded in the world's journal (secrets redacted); the person reads it with
  GET v1/journal[?after=<last_id>] (the capability only) and sees it in the app's Inspector.
- Workshop faults: a facilitator may switch on 429 (rate_limited, wait Retry-After), 503 (unavailable, send
  again) or 503 answer_lost (the write WAS stored: send the same request with the same Idempotency-Key and
  body to get the stored answer). To practise, ask for one on a request: "Prefer: fault=lost-answer" (or
  fault=429, fault=503, latency=<ms>). Reviews expire 15 minutes and worlds end 24 hours in the world's own
  clock, which the person can move forward (POST v1/sessions/current/clock).
- At most ${MUNICIPAL_LIMITS.casesPerWorld} cases per world. Errors: {"error", "message"}; the message says what to do next.
`;
}
