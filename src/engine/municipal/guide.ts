/** The readable guide of the municipal API for people (GET /v1/guide), with a section per error. */
import { bridgeGuideSection } from '../http/bridge-docs.ts';
import { guidePage } from '../http/guide-page.ts';
import { reportGuideSection } from '../report/guide-section.ts';
import { SERVICES } from './catalogue.ts';
import { MUNICIPAL_LIMITS, municipalContract } from './contract.ts';

const MAX_CASES_PER_WORLD = MUNICIPAL_LIMITS.casesPerWorld;
const MAX_LIVE_WORLDS = MUNICIPAL_LIMITS.liveWorlds;

export function municipalGuide(baseUrl: string): string {
  const services = SERVICES.map(
    (s) =>
      `<tr><td><code>${s.id}</code></td><td>${s.name.de} / ${s.name.en}</td><td>${s.outcome}</td><td>${s.needsSlot ? 'yes' : 'no'}</td></tr>`,
  ).join('\n');
  return guidePage({
    contract: municipalContract,
    intro: `<p class="note">Everything here is fictional and runs in your browser: no real identity check, payment, booking, application, decision or notification takes place.</p>
<p>Base URL: <code>${baseUrl}</code>. OpenAPI: <a href="${baseUrl}v1/openapi.json">${baseUrl}v1/openapi.json</a>. Agents: <a href="${baseUrl}llms.txt">${baseUrl}llms.txt</a>.</p>

`,
    sections: `<h2 id="rules">Rules</h2>
<ol>
<li>A client must show the review and obtain the person’s explicit confirmation before submitting.</li>
<li>A case in state <code>received</code> is a received request. It is not an approval.</li>
<li>The bearer capability is a secret: never in a URL, a log or an AI prompt.</li>
<li>A world holds at most ${MAX_CASES_PER_WORLD} cases.</li>
<li>An idempotent retry uses the same Idempotency-Key and exactly the same JSON payload.</li>
</ol>

<h2 id="flow">The flow</h2>
<p>Every line is a request you can send as it stands (the tests of this sandbox send exactly these lines); replace <code>{token}</code> with the session’s token, <code>{slot}</code> with a slot from the slot list and <code>{id}</code> with the case’s id. An Idempotency-Key is 16 to 100 characters of <code>a-z A-Z 0-9 _ -</code>.</p>
<pre id="flow-example">POST /v1/sessions  {}  -> 201 {"token", "expires_at", "mode": "fictional_demo"}
GET /v1/services  -> 200 the catalogue (fields, options, fee rules, outcomes)
GET /v1/slots/termin?period=vormittag  Authorization: Bearer {token}  -> 200 {"slots": ["2026-03-30T09:00", ...]}
POST /v1/drafts  Authorization: Bearer {token}  Idempotency-Key: draft-termin-0001  {"service": "termin", "profile": "anna", "fields": {"anliegen": "ausweis", "zeitraum": "vormittag", "slot": "{slot}"}}  -> 201 Case in state review, version 1, 15 minutes
  ... show the review, obtain explicit confirmation ...
POST /v1/drafts/{id}/submit  Authorization: Bearer {token}  Idempotency-Key: submit-termin-0001  {"version": 1, "confirmed": true}  -> 200 Case completed or received
GET /v1/drafts/{id}/receipt?lang=en  Authorization: Bearer {token}  -> 200 application/pdf in English (lang=de, the default, in German)
GET /formulare/termin?lang=en  -> 200 the blank form as an English PDF
POST /v1/drafts/{id}/cancel  Authorization: Bearer {token}  Idempotency-Key: cancel-termin-0001  {"version": 2, "confirmed": true}  -> 200 Case cancelled
DELETE /v1/sessions/current  Authorization: Bearer {token}  -> 204 the world ends now, deleted with its cases</pre>
<p>Receipts and forms take the document’s language as <code>?lang=de</code> (German, the default) or <code>?lang=en</code> (English); anything else is 422 <code>unsupported_input</code>.</p>
<p>Send the capability as <code>Authorization: Bearer &lt;token&gt;</code> on /v1/slots and every /v1/drafts endpoint. GET /v1/profiles takes it optionally and then shows each profile’s current address in that world.</p>

${bridgeGuideSection(baseUrl)}
<h2 id="services">Services</h2>
<table><tr><th>id</th><th>name</th><th>outcome of submit</th><th>slot</th></tr>
${services}</table>
<p><code>completed</code>: a booking or on-the-spot service, done on submit. <code>received</code>: an application that would need an authority’s decision; received is not approved.</p>

<h2 id="cases">Cases</h2>
<ul>
<li><code>fee</code> is in euro cents; <code>details.fee_text</code> shows it in words (German: <code>15,00 €</code>, or <code>gebührenfrei</code> when there is nothing to pay).</li>
<li><code>details</code> holds the chosen values (<code>anliegen</code>), their German labels (<code>anliegen_label</code>), <code>service_name</code>, for a slot <code>slot_label</code>, for a move <code>new_address</code>, <code>fee_text</code> and <code>outcome</code>. The person and the address (a snapshot taken with the draft) are in <code>profile</code>.</li>
<li><code>version</code> starts at 1 and grows by one with every transition.</li>
<li><code>expires_at</code> is present while the case is in review: the end of its 15-minute review. An expired review stays in review; submit then gives <code>review_expired</code>, cancel still works.</li>
<li><code>receipt</code> is null in review, then <code>{"number", "issued_at", "url"}</code>.</li>
<li>A completed move (umzug) changes the profile’s address in that world; a draft made before it can no longer be submitted (<code>profile_changed</code>). Cancelling a completed case undoes it: a booked slot is offered again, a move restores the previous address (unless a later move changed it again).</li>
</ul>

<h2 id="connections">Agent connections</h2>
<p>The person can give an agent access to their world without giving away the world’s capability: <code>POST /v1/connections</code> with <code>{"name": "My assistant"}</code> (sent with the capability) answers a token <code>agt_…</code>, shown once and stored only as a hash. <code>GET /v1/connections</code> lists the connections with their last use; <code>DELETE /v1/connections/{id}</code> revokes one at once. Only the capability can do these three (an agent connection gets 403 <code>person_required</code>).</p>
<p>A connection works as the bearer of every read and of <code>POST /v1/drafts</code>, over HTTP and over MCP (<code>POST ${baseUrl}mcp</code>). It cannot submit: its <code>POST /v1/drafts/{id}/submit</code> checks every rule of a submit, then answers <strong>202</strong> with the case still in review and <code>awaiting_confirmation: {"by": "&lt;connection name&gt;", "requested_at"}</code>. The person sees it in the app, reviews it, confirms, and the app submits it with the capability; the agent then reads the outcome with <code>GET /v1/drafts/{id}</code>: <code>completed</code> or <code>received</code> when the person confirmed; <code>cancelled</code> with <code>confirmation_declined: {"by", "requested_at", "declined_at"}</code> when the person declined (do not ask again for that case). A connection cannot cancel (403 <code>person_required</code>). Connections end with their world.</p>

<h2 id="journal">Request journal</h2>
<p>Every answered request is recorded in the journal of the world it belongs to: the person’s own (with the capability, from <code>POST /v1/sessions</code> on) and those of the world’s agent connections, over HTTP and over MCP. An entry has the time, the source (<code>app</code>, <code>page</code>: a page beside the app, <code>embed</code>, <code>bridge</code>, <code>mcp</code>: a tool call of the MCP endpoint), who (<code>person</code> or <code>agent</code> with the connection’s name), method, path, status, duration, headers and bodies. Secrets are replaced by <code>[redacted]</code>: the Authorization header, every capability, <code>agt_…</code> and <code>cms_…</code> token, and the <code>token</code> field of answers. Text bodies are kept up to 4,096 characters (<code>truncated: true</code> beyond), PDFs and images by type and size only. The newest 500 entries of a world are kept; the journal ends with its world.</p>
<p><code>GET /v1/journal</code> (the person only: an agent connection gets 403 <code>person_required</code>) answers <code>{"entries": [...], "last_id"}</code>, oldest first; <code>?after=&lt;last_id&gt;</code> answers only newer entries, so a client can poll. Reading the journal is not recorded. Entries are written a moment after their answers, in batches: a request shows up within about a second. The app’s Inspector shows the journal live and exports it as HAR 1.2.</p>

<h2 id="workshop">Workshop: time travel and faults</h2>
<p>For teaching, each world has its own clock and fault switches, all off at first. Only the world’s capability may change them (an agent connection gets 403 <code>person_required</code>); the app’s workshop page (Werkstatt) uses these routes.</p>
<pre>GET /v1/sessions/current  Authorization: Bearer {token}  -> 200 {"now", "clock_offset_seconds", "ends_at", "faults"}
POST /v1/sessions/current/clock  Authorization: Bearer {token}  {"advance_seconds": 900}  -> 200 the same, 15 minutes later (204 when the move reaches the world’s end: it ends)
PUT /v1/sessions/current/faults  Authorization: Bearer {token}  {"fault": "lost-answer", "when": "next", "rate": 0, "latency_ms": 0, "latency_jitter_ms": 0, "seed": 1, "applies_to": "everyone"}  -> 200</pre>
<ul>
<li><strong>Time travel</strong> moves only this world’s clock: reviews expire 15 minutes and the world ends 24 hours in the world’s time. Other worlds keep theirs.</li>
<li><strong>Faults</strong>: <code>fault</code> is <code>429</code> (<code>rate_limited</code>, with Retry-After), <code>503</code> (<code>unavailable</code>: nothing happened) or <code>lost-answer</code> (drafts, submit and cancel: the change <em>is stored</em>, then the answer is 503 <code>answer_lost</code>; send the same request with the same Idempotency-Key and the stored answer is replayed). <code>when</code> is <code>next</code> (the next request it applies to, then it switches itself off) or <code>rate</code> (each request with probability <code>rate</code>, drawn from <code>seed</code>: the same seed gives the same sequence). <code>latency_ms</code> plus up to <code>latency_jitter_ms</code> delays every request. <code>applies_to: "agents"</code> leaves the person’s own requests untouched.</li>
<li><strong>One fault on one request</strong>: send <code>Prefer: fault=429</code>, <code>fault=503</code>, <code>fault=lost-answer</code> and/or <code>latency=500</code> with any request that carries the world’s credential (like Prism’s Prefer). Unknown preferences are ignored; a bad fault or latency value is 400.</li>
<li>The settings routes themselves are never faulted.</li>
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

${reportGuideSection('world')}`,
    errorsIntro: `<p>Every error is a Problem body, served as <code>application/problem+json</code>: <code>{"error": "&lt;code&gt;", "message": "what to do next", "status": 409, "type": "${baseUrl}v1/guide#error-&lt;code&gt;"}</code>; stale_version adds <code>current_version</code>.</p>`,
  });
}
