/**
 * The words of the municipal guide (GET /v1/guide), German beside English (issue #27). Each language
 * gives the same sections (the type makes a missing one fail to compile); their ids and order are
 * guide.ts's, so the anchors are the same in both. Facts (limits, the base URL, the example blocks)
 * come in as values: no number is written twice.
 */
import type { Lang } from '../words.ts';

interface MunicipalGuideFacts {
  baseUrl: string;
  maxCases: number;
  maxWorlds: number;
  /** The flow as curl and fetch blocks (HTML). */
  flow: string;
  /** The workshop's requests as curl lines (HTML). */
  workshop: string;
  /** The rows of the services table (HTML). */
  services: string;
}

export type MunicipalSectionId =
  | 'rules'
  | 'flow'
  | 'services'
  | 'cases'
  | 'connections'
  | 'journal'
  | 'workshop'
  | 'validation'
  | 'idempotency'
  | 'slots'
  | 'limits';

interface MunicipalGuideText {
  title: string;
  intro: string;
  sections: Record<MunicipalSectionId, { title: string; html: string }>;
  errorsIntro: string;
}

/** The words of the services table (its rows are the catalogue's). */
export const servicesTableWords: Record<Lang, { columns: [string, string, string, string]; yes: string; no: string }> =
  {
    en: { columns: ['id', 'name', 'outcome of submit', 'slot'], yes: 'yes', no: 'no' },
    de: { columns: ['id', 'Name', 'Ergebnis des Absendens', 'Termin'], yes: 'ja', no: 'nein' },
  };

const en = (f: MunicipalGuideFacts): MunicipalGuideText => ({
  title: 'Municipal Demo Service API (fictional)',
  intro: `<p class="note">Everything here is fictional and runs in your browser: no real identity check, payment, booking, application, decision or notification takes place.</p>
<p>Base URL: <code>${f.baseUrl}</code>. OpenAPI: <a href="${f.baseUrl}v1/openapi.json">${f.baseUrl}v1/openapi.json</a>. Agents: <a href="${f.baseUrl}llms.txt">${f.baseUrl}llms.txt</a>.</p>`,
  sections: {
    rules: {
      title: 'Rules',
      html: `<ol>
<li>A client must show the review and obtain the person’s explicit confirmation before submitting.</li>
<li>A case in state <code>received</code> is a received request. It is not an approval.</li>
<li>The bearer capability is a secret: never in a URL, a log or an AI prompt.</li>
<li>A world holds at most ${f.maxCases} cases.</li>
<li>An idempotent retry uses the same Idempotency-Key and exactly the same JSON payload.</li>
</ol>`,
    },
    flow: {
      title: 'The flow',
      html: `<p>Every line is a request you can send as it stands (the tests of this sandbox send exactly these curl lines). curl goes to the <a href="#bridge">local bridge</a>; fetch runs in a page of this site. Set <code>TOKEN</code> to the session’s token, <code>SLOT</code> to a slot from the slot list and <code>ID</code> to the case’s id. An Idempotency-Key is 16 to 100 characters of <code>a-z A-Z 0-9 _ -</code>.</p>
${f.flow}
<p>Receipts and forms take the document’s language as <code>?lang=de</code> (German, the default) or <code>?lang=en</code> (English); anything else is 422 <code>unsupported_input</code>.</p>
<p>Send the capability as <code>Authorization: Bearer &lt;token&gt;</code> on /v1/slots and every /v1/drafts endpoint. GET /v1/profiles takes it optionally and then shows each profile’s current address in that world.</p>`,
    },
    services: {
      title: 'Services',
      html: `${f.services}
<p><code>completed</code>: a booking or on-the-spot service, done on submit. <code>received</code>: an application that would need an authority’s decision; received is not approved.</p>`,
    },
    cases: {
      title: 'Cases',
      html: `<ul>
<li><code>fee</code> is in euro cents; <code>details.fee_text</code> shows it in words (German: <code>15,00 €</code>, or <code>gebührenfrei</code> when there is nothing to pay).</li>
<li><code>details</code> holds the chosen values (<code>anliegen</code>), their German labels (<code>anliegen_label</code>), <code>service_name</code>, for a slot <code>slot_label</code>, for a move <code>new_address</code>, <code>fee_text</code> and <code>outcome</code>. The person and the address (a snapshot taken with the draft) are in <code>profile</code>.</li>
<li><code>version</code> starts at 1 and grows by one with every transition.</li>
<li><code>expires_at</code> is present while the case is in review: the end of its 15-minute review. An expired review stays in review; submit then gives <code>review_expired</code>, cancel still works.</li>
<li><code>receipt</code> is null in review, then <code>{"number", "issued_at", "url"}</code>.</li>
<li>A completed move (umzug) changes the profile’s address in that world; a draft made before it can no longer be submitted (<code>profile_changed</code>). Cancelling a completed case undoes it: a booked slot is offered again, a move restores the previous address (unless a later move changed it again).</li>
</ul>`,
    },
    connections: {
      title: 'Agent connections',
      html: `<p>The person can give an agent access to their world without giving away the world’s capability: <code>POST /v1/connections</code> with <code>{"name": "My assistant"}</code> (sent with the capability) answers a token <code>agt_…</code>, shown once and stored only as a hash. <code>GET /v1/connections</code> lists the connections with their last use; <code>DELETE /v1/connections/{id}</code> revokes one at once. Only the capability can do these three (an agent connection gets 403 <code>person_required</code>).</p>
<p>A connection works as the bearer of every read and of <code>POST /v1/drafts</code>, over HTTP and over MCP (<code>POST ${f.baseUrl}mcp</code>). It cannot submit: its <code>POST /v1/drafts/{id}/submit</code> checks every rule of a submit, then answers <strong>202</strong> with the case still in review and <code>awaiting_confirmation: {"by": "&lt;connection name&gt;", "requested_at"}</code>. The person sees it in the app, reviews it, confirms, and the app submits it with the capability; the agent then reads the outcome with <code>GET /v1/drafts/{id}</code>: <code>completed</code> or <code>received</code> when the person confirmed; <code>cancelled</code> with <code>confirmation_declined: {"by", "requested_at", "declined_at"}</code> when the person declined (do not ask again for that case). A connection cannot cancel (403 <code>person_required</code>). Connections end with their world.</p>`,
    },
    journal: {
      title: 'Request journal',
      html: `<p>Every answered request is recorded in the journal of the world it belongs to: the person’s own (with the capability, from <code>POST /v1/sessions</code> on) and those of the world’s agent connections, over HTTP and over MCP. An entry has the time (<code>time</code>, the device’s clock, and <code>world_time</code>, the world’s clock, which runs ahead once the clock was moved), the source (<code>app</code>, <code>page</code>: a page beside the app, <code>embed</code>, <code>bridge</code>, <code>mcp</code>: a tool call of the MCP endpoint), who (<code>person</code> or <code>agent</code> with the connection’s name), method, path, status, duration, headers and bodies. Secrets are replaced by <code>[redacted]</code>: the Authorization header, every capability, <code>agt_…</code> and <code>cms_…</code> token, and the <code>token</code> field of answers. Text bodies are kept up to 4,096 characters (<code>truncated: true</code> beyond), PDFs and images by type and size only. The newest 500 entries of a world are kept; the journal ends with its world.</p>
<p><code>GET /v1/journal</code> (the person only: an agent connection gets 403 <code>person_required</code>) answers <code>{"entries": [...], "last_id"}</code>, oldest first; <code>?after=&lt;last_id&gt;</code> answers only newer entries, so a client can poll. Reading the journal is not recorded. Entries are written a moment after their answers, in batches: a request shows up within about a second. The app’s Inspector shows the journal live, exports it as HAR 1.2, and edits and resends any row.</p>`,
    },
    workshop: {
      title: 'Workshop: time travel and faults',
      html: `<p>For teaching, each world has its own clock and fault switches, all off at first. Only the world’s capability may change them (an agent connection gets 403 <code>person_required</code>); the app’s workshop page (Werkstatt) uses these routes.</p>
${f.workshop}
<ul>
<li><strong>Time travel</strong> moves only this world’s clock: reviews expire 15 minutes and the world ends 24 hours in the world’s time. Other worlds keep theirs.</li>
<li><strong>Faults</strong>: <code>fault</code> is <code>429</code> (<code>rate_limited</code>, with Retry-After), <code>503</code> (<code>unavailable</code>: nothing happened) or <code>lost-answer</code> (drafts, submit and cancel: the change <em>is stored</em>, then the answer is 503 <code>answer_lost</code>; send the same request with the same Idempotency-Key and the stored answer is replayed). <code>when</code> is <code>next</code> (the next request it applies to, then it switches itself off) or <code>rate</code> (each request with probability <code>rate</code>, drawn from <code>seed</code>: the same seed gives the same sequence). <code>latency_ms</code> plus up to <code>latency_jitter_ms</code> delays every request. <code>applies_to: "agents"</code> leaves the person’s own requests untouched.</li>
<li><strong>One fault on one request</strong>: send <code>Prefer: fault=429</code>, <code>fault=503</code>, <code>fault=lost-answer</code> and/or <code>latency=500</code> with any request that carries the world’s credential (like Prism’s Prefer). Unknown preferences are ignored; a bad fault or latency value is 400.</li>
<li>The settings routes themselves are never faulted.</li>
</ul>`,
    },
    validation: {
      title: 'Validation',
      html: `<p>A DraftInput must be a JSON object with exactly <code>service</code>, <code>profile</code> and <code>fields</code> (an object of strings); otherwise 400 <code>malformed_request</code>. With that shape, any value that is not a catalogue choice, a missing or extra field, or a slot not matching <code>YYYY-MM-DDTHH:MM</code> is 422 <code>unsupported_input</code>. A well-formed slot that is not currently offered is 409 <code>booking_conflict</code>. A malformed case id in a path is 404 like an unknown one.</p>`,
    },
    idempotency: {
      title: 'Idempotency',
      html: `<p>Every POST under /v1/drafts needs an <code>Idempotency-Key</code> header (16 to 100 of <code>a-z A-Z 0-9 _ -</code>). Keys are scoped to the world, method and path, and are kept for the lifetime of the world (24 hours). The identical payload (compared as parsed JSON) replays the first answer, status and body, with the header <code>Idempotent-Replayed: true</code>; another payload is 409 <code>idempotency_key_reused</code>. Only successful answers are kept: after an error, the same key may be retried. Two identical requests in flight at once create one case.</p>`,
    },
    slots: {
      title: 'Slots',
      html: `<p>termin and raum offer slots on 10 working days (Monday to Friday), today included, in Europe/Berlin local time, across daylight-saving changes. <code>period</code> is vormittag (before 12:00), nachmittag or egal (default). For raum, <code>resource</code> is required and names the room; termin takes no resource. Slots are the same for the same world and day; slots booked by completed cases of the world, and past slots, are left out.</p>`,
    },
    limits: {
      title: 'Limits',
      html: `<ul><li>${f.maxCases} cases per world, every state counted; the next draft is 429 <code>capacity_reached</code> (no Retry-After: waiting does not help).</li>
<li>${f.maxWorlds} live worlds per browser; the next session is 429 with Retry-After. Expired worlds are deleted with their cases.</li>
<li>Sessions last 24 hours, reviews 15 minutes. Request bodies: 256 KiB.</li></ul>`,
    },
  },
  errorsIntro: `<p>Every error is a Problem body, served as <code>application/problem+json</code>: <code>{"error": "&lt;code&gt;", "message": "what to do next", "status": 409, "type": "${f.baseUrl}v1/guide#error-&lt;code&gt;"}</code>; stale_version adds <code>current_version</code>. The sections below are the same in the German guide.</p>`,
});

const de = (f: MunicipalGuideFacts): MunicipalGuideText => ({
  title: 'Bürgerservice-Demo-API (fiktiv)',
  intro: `<p class="note">Alles hier ist erfunden und läuft in Ihrem Browser: Es findet keine echte Identitätsprüfung, Zahlung, Buchung, Antragstellung, Entscheidung oder Benachrichtigung statt.</p>
<p>Basis-URL: <code>${f.baseUrl}</code>. OpenAPI: <a href="${f.baseUrl}v1/openapi.json">${f.baseUrl}v1/openapi.json</a>. Für Agenten: <a href="${f.baseUrl}llms.txt">${f.baseUrl}llms.txt</a>.</p>`,
  sections: {
    rules: {
      title: 'Regeln',
      html: `<ol>
<li>Ein Client muss die Prüfung zeigen und die ausdrückliche Bestätigung der Person einholen, bevor er absendet.</li>
<li>Ein Vorgang im Zustand <code>received</code> ist ein eingegangener Antrag. Er ist keine Bewilligung.</li>
<li>Der Bearer-Zugangsschlüssel ist ein Geheimnis: nie in eine URL, ein Log oder einen KI-Prompt.</li>
<li>Eine Welt hält höchstens ${f.maxCases} Vorgänge.</li>
<li>Eine idempotente Wiederholung nutzt denselben Idempotency-Key und genau denselben JSON-Inhalt.</li>
</ol>`,
    },
    flow: {
      title: 'Der Ablauf',
      html: `<p>Jede Zeile ist eine Anfrage, die Sie so senden können, wie sie dasteht (die Tests dieser Sandbox senden genau diese curl-Zeilen). curl geht an die <a href="#bridge">lokale Brücke</a>; fetch läuft in einer Seite dieser Website. Setzen Sie <code>TOKEN</code> auf das Token der Sitzung, <code>SLOT</code> auf einen Termin aus der Terminliste und <code>ID</code> auf die id des Vorgangs. Ein Idempotency-Key hat 16 bis 100 Zeichen aus <code>a-z A-Z 0-9 _ -</code>.</p>
${f.flow}
<p>Quittungen und Formulare nehmen die Sprache des Dokuments als <code>?lang=de</code> (Deutsch, die Vorgabe) oder <code>?lang=en</code> (Englisch); alles andere ergibt 422 <code>unsupported_input</code>.</p>
<p>Senden Sie den Zugangsschlüssel als <code>Authorization: Bearer &lt;token&gt;</code> an /v1/slots und jeden /v1/drafts-Endpunkt. GET /v1/profiles nimmt ihn freiwillig und zeigt dann die aktuelle Adresse jedes Profils in dieser Welt.</p>`,
    },
    services: {
      title: 'Dienste',
      html: `${f.services}
<p><code>completed</code>: eine Buchung oder eine Leistung an Ort und Stelle, mit dem Absenden erledigt. <code>received</code>: ein Antrag, über den eine Behörde entscheiden müsste; eingegangen heißt nicht bewilligt.</p>`,
    },
    cases: {
      title: 'Vorgänge',
      html: `<ul>
<li><code>fee</code> ist in Euro-Cent; <code>details.fee_text</code> nennt sie in Worten (Deutsch: <code>15,00 €</code>, oder <code>gebührenfrei</code>, wenn nichts zu zahlen ist).</li>
<li><code>details</code> enthält die gewählten Werte (<code>anliegen</code>), ihre deutschen Bezeichnungen (<code>anliegen_label</code>), <code>service_name</code>, bei einem Termin <code>slot_label</code>, bei einem Umzug <code>new_address</code>, <code>fee_text</code> und <code>outcome</code>. Person und Adresse (eine Momentaufnahme beim Entwurf) stehen in <code>profile</code>.</li>
<li><code>version</code> beginnt bei 1 und wächst mit jedem Übergang um eins.</li>
<li><code>expires_at</code> steht da, solange der Vorgang in Prüfung ist: das Ende seiner 15-minütigen Prüfung. Eine abgelaufene Prüfung bleibt in Prüfung; Absenden ergibt dann <code>review_expired</code>, Stornieren geht weiter.</li>
<li><code>receipt</code> ist in der Prüfung null, danach <code>{"number", "issued_at", "url"}</code>.</li>
<li>Ein erledigter Umzug (umzug) ändert die Adresse des Profils in dieser Welt; ein vorher angelegter Entwurf kann nicht mehr abgesendet werden (<code>profile_changed</code>). Das Stornieren eines erledigten Vorgangs macht ihn rückgängig: Ein gebuchter Termin wird wieder angeboten, ein Umzug stellt die vorige Adresse wieder her (außer ein späterer Umzug hat sie erneut geändert).</li>
</ul>`,
    },
    connections: {
      title: 'Agenten-Verbindungen',
      html: `<p>Die Person kann einem Agenten Zugang zu ihrer Welt geben, ohne den Zugangsschlüssel der Welt herzugeben: <code>POST /v1/connections</code> mit <code>{"name": "My assistant"}</code> (mit dem Zugangsschlüssel gesendet) antwortet mit einem Token <code>agt_…</code>, einmal gezeigt und nur als Hash gespeichert. <code>GET /v1/connections</code> listet die Verbindungen mit ihrer letzten Nutzung; <code>DELETE /v1/connections/{id}</code> widerruft eine sofort. Nur der Zugangsschlüssel darf diese drei (eine Agenten-Verbindung erhält 403 <code>person_required</code>).</p>
<p>Eine Verbindung gilt als Bearer für jedes Lesen und für <code>POST /v1/drafts</code>, über HTTP und über MCP (<code>POST ${f.baseUrl}mcp</code>). Absenden kann sie nicht: Ihr <code>POST /v1/drafts/{id}/submit</code> prüft jede Regel des Absendens und antwortet dann <strong>202</strong>, mit dem Vorgang weiter in Prüfung und <code>awaiting_confirmation: {"by": "&lt;Name der Verbindung&gt;", "requested_at"}</code>. Die Person sieht das in der App, prüft, bestätigt, und die App sendet mit dem Zugangsschlüssel ab; der Agent liest das Ergebnis dann mit <code>GET /v1/drafts/{id}</code>: <code>completed</code> oder <code>received</code>, wenn die Person bestätigt hat; <code>cancelled</code> mit <code>confirmation_declined: {"by", "requested_at", "declined_at"}</code>, wenn sie abgelehnt hat (für diesen Vorgang nicht erneut fragen). Stornieren kann eine Verbindung nicht (403 <code>person_required</code>). Verbindungen enden mit ihrer Welt.</p>`,
    },
    journal: {
      title: 'Anfrage-Protokoll',
      html: `<p>Jede beantwortete Anfrage wird im Protokoll der Welt festgehalten, zu der sie gehört: die der Person selbst (mit dem Zugangsschlüssel, ab <code>POST /v1/sessions</code>) und die der Agenten-Verbindungen der Welt, über HTTP und über MCP. Ein Eintrag hat die Zeit (<code>time</code> nach der Uhr des Geräts und <code>world_time</code> nach der Uhr der Welt, die vorgeht, sobald sie vorgestellt wurde), die Herkunft (<code>app</code>, <code>page</code>: eine Seite neben der App, <code>embed</code>, <code>bridge</code>, <code>mcp</code>: ein Werkzeugaufruf am MCP-Endpunkt), wer (<code>person</code> oder <code>agent</code> mit dem Namen der Verbindung), Methode, Pfad, Status, Dauer, Kopfzeilen und Inhalte. Geheimnisse werden durch <code>[redacted]</code> ersetzt: die Authorization-Kopfzeile, jeder Zugangsschlüssel, jedes <code>agt_…</code>- und <code>cms_…</code>-Token und das Feld <code>token</code> von Antworten. Text-Inhalte werden bis 4.096 Zeichen aufbewahrt (darüber <code>truncated: true</code>), PDFs und Bilder nur nach Art und Größe. Die neuesten 500 Einträge einer Welt bleiben; das Protokoll endet mit seiner Welt.</p>
<p><code>GET /v1/journal</code> (nur die Person: eine Agenten-Verbindung erhält 403 <code>person_required</code>) antwortet <code>{"entries": [...], "last_id"}</code>, älteste zuerst; <code>?after=&lt;last_id&gt;</code> liefert nur neuere Einträge, so kann ein Client nachfragen. Das Lesen des Protokolls wird nicht protokolliert. Einträge werden kurz nach ihren Antworten gesammelt geschrieben: Eine Anfrage erscheint nach etwa einer Sekunde. Der Inspektor der App zeigt das Protokoll live, exportiert es als HAR 1.2 und kann jede Zeile bearbeitet erneut senden.</p>`,
    },
    workshop: {
      title: 'Werkstatt: Zeitreise und Störungen',
      html: `<p>Für den Unterricht hat jede Welt ihre eigene Uhr und Störungsschalter, anfangs alle aus. Nur der Zugangsschlüssel der Welt darf sie ändern (eine Agenten-Verbindung erhält 403 <code>person_required</code>); die Werkstatt-Seite der App nutzt diese Routen.</p>
${f.workshop}
<ul>
<li><strong>Zeitreise</strong> stellt nur die Uhr dieser Welt vor: Prüfungen laufen nach 15 Minuten ab, und die Welt endet nach 24 Stunden, jeweils in der Zeit der Welt. Andere Welten behalten ihre.</li>
<li><strong>Störungen</strong>: <code>fault</code> ist <code>429</code> (<code>rate_limited</code>, mit Retry-After), <code>503</code> (<code>unavailable</code>: nichts ist geschehen) oder <code>lost-answer</code> (Entwürfe, Absenden und Stornieren: Die Änderung <em>wird gespeichert</em>, dann lautet die Antwort 503 <code>answer_lost</code>; senden Sie dieselbe Anfrage mit demselben Idempotency-Key, und die gespeicherte Antwort wird wiederholt). <code>when</code> ist <code>next</code> (die nächste betroffene Anfrage, dann schaltet sie sich ab) oder <code>rate</code> (jede Anfrage mit Wahrscheinlichkeit <code>rate</code>, gezogen aus <code>seed</code>: derselbe Seed ergibt dieselbe Folge). <code>latency_ms</code> plus bis zu <code>latency_jitter_ms</code> verzögert jede Anfrage. <code>applies_to: "agents"</code> lässt die eigenen Anfragen der Person unberührt.</li>
<li><strong>Eine Störung für eine Anfrage</strong>: Senden Sie <code>Prefer: fault=429</code>, <code>fault=503</code>, <code>fault=lost-answer</code> und/oder <code>latency=500</code> mit einer Anfrage, die den Zugang der Welt trägt (wie Prisms Prefer). Unbekannte Wünsche werden übergangen; ein falscher Störungs- oder Verzögerungswert ergibt 400.</li>
<li>Die Einstellungsrouten selbst werden nie gestört.</li>
</ul>`,
    },
    validation: {
      title: 'Prüfung der Eingaben',
      html: `<p>Ein DraftInput muss ein JSON-Objekt mit genau <code>service</code>, <code>profile</code> und <code>fields</code> (einem Objekt aus Zeichenketten) sein; sonst 400 <code>malformed_request</code>. In dieser Form ist jeder Wert, der keine Auswahl des Katalogs ist, ein fehlendes oder überzähliges Feld oder ein Termin, der nicht auf <code>YYYY-MM-DDTHH:MM</code> passt, 422 <code>unsupported_input</code>. Ein wohlgeformter Termin, der gerade nicht angeboten wird, ist 409 <code>booking_conflict</code>. Eine falsch geformte Vorgangs-id im Pfad ist 404 wie eine unbekannte.</p>`,
    },
    idempotency: {
      title: 'Idempotenz',
      html: `<p>Jedes POST unter /v1/drafts braucht eine Kopfzeile <code>Idempotency-Key</code> (16 bis 100 aus <code>a-z A-Z 0-9 _ -</code>). Schlüssel gelten je Welt, Methode und Pfad und bleiben für die Lebensdauer der Welt (24 Stunden). Derselbe Inhalt (als JSON verglichen) wiederholt die erste Antwort, Status und Inhalt, mit der Kopfzeile <code>Idempotent-Replayed: true</code>; ein anderer Inhalt ergibt 409 <code>idempotency_key_reused</code>. Nur erfolgreiche Antworten werden aufbewahrt: Nach einem Fehler darf derselbe Schlüssel erneut versucht werden. Zwei gleiche Anfragen zur selben Zeit legen einen Vorgang an.</p>`,
    },
    slots: {
      title: 'Termine',
      html: `<p>termin und raum bieten Termine an 10 Werktagen (Montag bis Freitag), heute eingeschlossen, in der Ortszeit von Europe/Berlin, auch über Zeitumstellungen hinweg. <code>period</code> ist vormittag (vor 12:00), nachmittag oder egal (Vorgabe). Für raum ist <code>resource</code> nötig und nennt den Raum; termin nimmt keine. Termine sind für dieselbe Welt und denselben Tag gleich; Termine, die erledigte Vorgänge der Welt gebucht haben, und vergangene fehlen.</p>`,
    },
    limits: {
      title: 'Grenzen',
      html: `<ul><li>${f.maxCases} Vorgänge je Welt, in jedem Zustand gezählt; der nächste Entwurf ergibt 429 <code>capacity_reached</code> (ohne Retry-After: Warten hilft nicht).</li>
<li>${f.maxWorlds} lebende Welten je Browser; die nächste Sitzung ergibt 429 mit Retry-After. Abgelaufene Welten werden mit ihren Vorgängen gelöscht.</li>
<li>Sitzungen dauern 24 Stunden, Prüfungen 15 Minuten. Anfrage-Inhalte: 256 KiB.</li></ul>`,
    },
  },
  errorsIntro: `<p>Jeder Fehler ist ein Problem-Inhalt, geliefert als <code>application/problem+json</code>: <code>{"error": "&lt;code&gt;", "message": "was als Nächstes zu tun ist", "status": 409, "type": "${f.baseUrl}v1/guide#error-&lt;code&gt;"}</code>; stale_version ergänzt <code>current_version</code>. Die Abschnitte unten haben dieselben Anker wie in der englischen Anleitung. Das Feld <code>message</code> selbst ist englisch, wie alles, was Programme lesen.</p>`,
});

export const municipalGuideText: Record<Lang, (facts: MunicipalGuideFacts) => MunicipalGuideText> = { en, de };
