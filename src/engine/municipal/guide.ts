/** The readable guide of the municipal API for people (GET /v1/guide), with a section per error. */
import { SERVICES } from './catalogue.ts';
import { MAX_CASES_PER_WORLD } from './drafts.ts';
import { MAX_LIVE_WORLDS } from './worlds.ts';

const ERRORS: Array<[code: string, status: number, text: string]> = [
  [
    'malformed_request',
    400,
    'The request is not well formed: invalid JSON, a body of the wrong shape, a missing or invalid Idempotency-Key, or a Confirmation that is not exactly {"version", "confirmed"}. Fix the request.',
  ],
  [
    'unauthorized',
    401,
    'The Authorization header is missing, or its capability is unknown or expired (a world lasts 24 hours). Create a new session.',
  ],
  [
    'not_found',
    404,
    'No such service, or no such case in your world. Cases of other worlds are not found either: their existence is not revealed.',
  ],
  [
    'stale_version',
    409,
    'The version in the Confirmation is not the case’s current version, or the case is no longer in review. Read the case again, show the review again, confirm the current version.',
  ],
  [
    'review_expired',
    409,
    'The 15-minute review has passed. The case stays in state review with expires_at in the past; it can still be cancelled. Make a new draft.',
  ],
  [
    'booking_conflict',
    409,
    'The slot is not (or no longer) offered: another case booked it. Choose another slot from GET /v1/slots/{id}.',
  ],
  [
    'profile_changed',
    409,
    'The profile’s address changed since the draft was made (a completed move). Make a new draft and review it again.',
  ],
  [
    'idempotency_key_reused',
    409,
    'The Idempotency-Key was used before with a different payload. A different request needs a new key.',
  ],
  [
    'not_cancellable',
    409,
    'Only cases in review and completed bookings can be cancelled. A received request cannot be cancelled here.',
  ],
  ['no_receipt', 409, 'The case has no receipt yet; receipts are issued on submit.'],
  [
    'unsupported_input',
    422,
    'A value is not a catalogue choice (service, profile, field value, slot pattern, period, room), or confirmed is false.',
  ],
  [
    'capacity_reached',
    429,
    `A world holds at most ${MAX_CASES_PER_WORLD} cases (every state counts): start a new session. A browser holds at most ${MAX_LIVE_WORLDS} live worlds: the answer carries Retry-After, the seconds until the oldest expires.`,
  ],
  ['method_not_allowed', 405, 'The path exists but not with this method; the Allow header lists the methods.'],
  ['payload_too_large', 413, 'The body is larger than 256 KiB.'],
  ['internal_error', 500, 'A bug in the sandbox. Reload the page; if it happens again, start a new session.'],
];

export function municipalGuide(baseUrl: string): string {
  const services = SERVICES.map(
    (s) =>
      `<tr><td><code>${s.id}</code></td><td>${s.name.de} / ${s.name.en}</td><td>${s.outcome}</td><td>${s.needsSlot ? 'yes' : 'no'}</td></tr>`,
  ).join('\n');
  const errors = ERRORS.map(
    ([code, status, text]) => `<h3 id="error-${code}"><code>${code}</code> (${status})</h3>\n<p>${text}</p>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Municipal Demo Service API – guide</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1f23}
code,pre{background:#f4f6f8}pre{padding:.75rem;overflow-x:auto}table{border-collapse:collapse}td,th{border:1px solid #c9d1d9;padding:.25rem .5rem;text-align:left}
.note{border-left:5px solid #0b4f6c;padding:.5rem 1rem;background:#f4f6f8}</style></head>
<body>
<h1>Municipal Demo Service API (fictional)</h1>
<p class="note">Everything here is fictional and runs in your browser: no real identity check, payment, booking, application, decision or notification takes place.</p>
<p>Base URL: <code>${baseUrl}</code>. Interface version 1.0.0. OpenAPI: <a href="${baseUrl}v1/openapi.json">${baseUrl}v1/openapi.json</a>. Agents: <a href="${baseUrl}llms.txt">${baseUrl}llms.txt</a>.</p>

<h2 id="rules">Rules</h2>
<ol>
<li>A client must show the review and obtain the person’s explicit confirmation before submitting.</li>
<li>A case in state <code>received</code> is a received request. It is not an approval.</li>
<li>The bearer capability is a secret: never in a URL, a log or an AI prompt.</li>
<li>A world holds at most ${MAX_CASES_PER_WORLD} cases.</li>
<li>An idempotent retry uses the same Idempotency-Key and exactly the same JSON payload.</li>
</ol>

<h2 id="flow">The flow</h2>
<pre>POST /v1/sessions  {}                         -> 201 {"token", "expires_at", "mode": "fictional_demo"}
GET  /v1/services                             -> the catalogue (fields, options, fee rules, outcomes)
GET  /v1/slots/termin?period=vormittag        -> {"slots": ["2026-03-30T09:00", ...]}   (bearer)
POST /v1/drafts  Idempotency-Key: k1          -> 201 Case in state review, version 1, 15 minutes
     {"service": "termin", "profile": "anna", "fields": {"anliegen": "ausweis", "zeitraum": "vormittag", "slot": "2026-03-30T09:00"}}
  ... show the review, obtain explicit confirmation ...
POST /v1/drafts/{id}/submit  Idempotency-Key: k2  {"version": 1, "confirmed": true}  -> 200 Case completed or received
GET  /v1/drafts/{id}/receipt                  -> application/pdf (bearer)
POST /v1/drafts/{id}/cancel  Idempotency-Key: k3  {"version": 2, "confirmed": true}  -> 200 Case cancelled
DELETE /v1/sessions/current                   -> 204: the world ends now, deleted with its cases (bearer)</pre>
<p>Send the capability as <code>Authorization: Bearer &lt;token&gt;</code> on /v1/slots and every /v1/drafts endpoint. GET /v1/profiles takes it optionally and then shows each profile’s current address in that world.</p>

<h2 id="services">Services</h2>
<table><tr><th>id</th><th>name</th><th>outcome of submit</th><th>slot</th></tr>
${services}</table>
<p><code>completed</code>: a booking or on-the-spot service, done on submit. <code>received</code>: an application that would need an authority’s decision; received is not approved.</p>

<h2 id="cases">Cases</h2>
<ul>
<li><code>fee</code> is in euro cents; <code>details.fee_text</code> shows it in words.</li>
<li><code>details</code> holds the chosen values (<code>anliegen</code>), their German labels (<code>anliegen_label</code>), <code>service_name</code>, for a slot <code>slot_label</code>, for a move <code>new_address</code>, <code>fee_text</code> and <code>outcome</code>. The person and the address (a snapshot taken with the draft) are in <code>profile</code>.</li>
<li><code>version</code> starts at 1 and grows by one with every transition.</li>
<li><code>expires_at</code> is present while the case is in review: the end of its 15-minute review. An expired review stays in review; submit then gives <code>review_expired</code>, cancel still works.</li>
<li><code>receipt</code> is null in review, then <code>{"number", "issued_at", "url"}</code>.</li>
<li>A completed move (umzug) changes the profile’s address in that world; a draft made before it can no longer be submitted (<code>profile_changed</code>). Cancelling a completed case undoes it: a booked slot is offered again, a move restores the previous address (unless a later move changed it again).</li>
</ul>

<h2 id="validation">Validation</h2>
<p>A DraftInput must be a JSON object with exactly <code>service</code>, <code>profile</code> and <code>fields</code> (an object of strings); otherwise 400 <code>malformed_request</code>. With that shape, any value that is not a catalogue choice, a missing or extra field, or a slot not matching <code>YYYY-MM-DDTHH:MM</code> is 422 <code>unsupported_input</code>. A well-formed slot that is not currently offered is 409 <code>booking_conflict</code>. A malformed case id in a path is 404 like an unknown one.</p>

<h2 id="idempotency">Idempotency</h2>
<p>Every POST under /v1/drafts needs an <code>Idempotency-Key</code> header (16 to 100 of <code>a-z A-Z 0-9 _ -</code>). Keys are scoped to the world, method and path, and are kept for the lifetime of the world (24 hours). The identical payload (compared as parsed JSON) replays the first answer, status and body, with the header <code>Idempotent-Replayed: true</code>; another payload is 409 <code>idempotency_key_reused</code>. Only successful answers are kept: after an error, the same key may be retried. Two identical requests in flight at once create one case.</p>

<h2 id="slots">Slots</h2>
<p>termin and raum offer slots on 10 working days (Monday to Friday), today included, in Europe/Berlin local time, across daylight-saving changes. <code>period</code> is vormittag (before 12:00), nachmittag or egal (default). For raum, <code>resource</code> is required and names the room; termin takes no resource. Slots are the same for the same world and day; slots booked by completed cases of the world, and past slots, are left out.</p>

<h2 id="limits">Limits</h2>
<ul><li>${MAX_CASES_PER_WORLD} cases per world, every state counted; the next draft is 429 <code>capacity_reached</code> (no Retry-After: waiting does not help).</li>
<li>${MAX_LIVE_WORLDS} live worlds per browser; the next session is 429 with Retry-After. Expired worlds are deleted with their cases.</li>
<li>Sessions last 24 hours, reviews 15 minutes. Request bodies: 256 KiB.</li></ul>

<h2 id="errors">Errors</h2>
<p>Every error is a Problem body, served as <code>application/problem+json</code>: <code>{"error": "&lt;code&gt;", "message": "what to do next", "status": 409, "type": "${baseUrl}v1/guide#error-&lt;code&gt;"}</code>; stale_version adds <code>current_version</code>.</p>
${errors}
</body></html>
`;
}
