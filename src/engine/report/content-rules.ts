/** The content API's client rules (content-api-and-greeting.md), judged over a content token's journal. */
import { type Fact, queryOf, requestSignature, routeMatch } from './facts.ts';
import { byClient, judgement, type Rule, type Witness } from './types.ts';

const SPEC = 'content-api-and-greeting.md';
const PAGE = /^\/api\/pages\/([^/]+)$/;
const HISTORY = /^\/api\/pages\/([^/]+)\/history$/;
const PAGE_WRITE = /^\/api\/pages\/([^/]+)(?:\/(publish|unpublish|archive|restore))?$/;

/** The page a write changes (PUT /api/pages/{id} or one of its transitions), if it is one. */
function pageWritten(fact: Fact): string | undefined {
  if (fact.method === 'PUT') return routeMatch(fact, 'PUT', PAGE)?.[1];
  if (fact.method === 'POST') {
    const match = routeMatch(fact, 'POST', PAGE_WRITE);
    return match?.[2] ? match[1] : undefined;
  }
  return undefined;
}

/** The page a read shows, when it is a read of one page or its history. */
function pageRead(fact: Fact): { page: string; history: boolean } | undefined {
  if (fact.method !== 'GET' || fact.status >= 300) return undefined;
  const page = PAGE.exec(fact.route)?.[1];
  if (page) return { page, history: false };
  const history = HISTORY.exec(fact.route)?.[1];
  return history ? { page: history, history: true } : undefined;
}

const staleRevision: Rule = {
  id: 'content.stale-revision',
  family: 'content',
  title: {
    de: 'Nach 409 stale_revision kommt das nächste Schreiben dieser Seite erst nach einem Lesen',
    en: 'After a 409 stale_revision the next write to that page comes after a read of it',
  },
  source: {
    document: `${SPEC}, Errors`,
    text: 'After a stale_revision the client preserves its proposed change, reads the latest revision, compares and only then retries.',
    de: 'Nach einem stale_revision bewahrt der Client seine vorgeschlagene Änderung, liest die neueste Revision, vergleicht und versucht es erst dann erneut.',
  },
  judged: {
    de: 'Nachdem ein Schreiben einer Seite mit 409 stale_revision beantwortet wurde, muss dem nächsten Schreiben desselben Clients an diese Seite ein Lesen der Seite (GET /api/pages/{id}) oder ihres Verlaufs vorangehen; ohne es ist die Regel gebrochen.',
    en: 'After a write to a page answered 409 stale_revision, the same client’s next write to that page must follow a read of the page (GET /api/pages/{id}) or of its history; without one it is broken.',
  },
  cannotJudge: {
    de: 'Ob der Client seine Änderung behalten und mit der neuesten Revision verglichen hat, zeigen Anfragen nicht; nur, dass er vor dem erneuten Schreiben gelesen hat.',
    en: 'Whether the client kept its proposed change and compared it with the latest revision cannot be seen in requests; only that it read before it wrote again.',
  },
  advice: {
    de: 'Behalten Sie Ihre Änderung, lesen Sie mit GET /api/pages/{id} die neueste Revision, vergleichen und führen Sie zusammen, dann versuchen Sie es mit deren Version als expected_version erneut.',
    en: 'Keep your change, GET /api/pages/{id} for the latest revision, compare and merge, then retry with its version as expected_version.',
  },
  judge(facts) {
    const result = judgement.empty();
    for (const list of byClient(facts).values()) {
      const pending = new Map<string, { refusal: Fact; read: boolean }>();
      for (const fact of list) {
        const read = pageRead(fact);
        if (read) {
          const open = pending.get(read.page);
          if (open) open.read = true;
          continue;
        }
        const page = pageWritten(fact);
        if (!page) continue;
        const open = pending.get(page);
        if (open) {
          pending.delete(page);
          if (!open.read) {
            result.findings.push(
              judgement.finding('broken', [
                { fact: open.refusal, note: { de: '409 stale_revision.', en: '409 stale_revision.' } },
                {
                  fact,
                  note: {
                    de: 'Die Seite erneut geschrieben, ohne sie vorher zu lesen.',
                    en: 'Wrote the page again without reading it first.',
                  },
                },
              ]),
            );
          }
        }
        if (fact.error === 'stale_revision') {
          result.tried = true;
          pending.set(page, { refusal: fact, read: false });
        }
      }
    }
    return result;
  },
};

/** A write whose answer was lost: what must be read before it is repeated. */
interface Lost {
  fact: Fact;
  /** The page it wrote, or undefined for a create (POST /api/pages) or an image write. */
  page: string | undefined;
  sawPage: boolean;
  sawHistory: boolean;
  sawList: boolean;
}

const lostWrite: Rule = {
  id: 'content.lost-write',
  family: 'content',
  title: {
    de: 'Nach einer verlorenen Antwort auf ein Schreiben werden Seite und Verlauf gelesen, bevor es wiederholt wird',
    en: 'After a lost write answer the page and its history are read before the write is repeated',
  },
  source: {
    document: `${SPEC}, Limits`,
    text: 'Writes carry no idempotency key. After a lost response, the client inspects the page and its history before repeating the operation.',
    de: 'Schreibvorgänge tragen keinen Idempotenz-Schlüssel. Nach einer verlorenen Antwort sieht sich der Client die Seite und ihren Verlauf an, bevor er den Vorgang wiederholt.',
  },
  judged: {
    de: 'Nach einem Schreiben mit der Antwort 503 answer_lost ist es gebrochen, es (dieselbe Methode und derselbe Pfad) zu wiederholen, ohne vorher Seite und Verlauf zu lesen; mit nur einem der beiden ist es eine Warnung. Vor dem Wiederholen eines verlorenen Anlegens (POST /api/pages) muss die Liste der Seiten gelesen werden.',
    en: 'After a write answered 503 answer_lost, repeating it (the same method and path) without reading the page and its history first is broken; with only one of the two it is a warning. For a lost create (POST /api/pages) the list of pages must be read first.',
  },
  cannotJudge: {
    de: 'Eine Zeitüberschreitung im Client sieht im Protokoll wie eine Antwort aus; die Regel wird für die Antworten beurteilt, die die Sandbox verloren hat (Prefer: fault=lost-answer). Ob der Client verglichen hat, was er las, ist nicht zu sehen.',
    en: 'A timeout in the client looks like an answer in the journal; the rule is judged for the answers the sandbox lost (Prefer: fault=lost-answer). Whether the client compared what it read cannot be seen.',
  },
  advice: {
    de: 'Wiederholen Sie nach einer verlorenen Antwort das Schreiben nicht sofort: Lesen Sie GET /api/pages/{id} und GET /api/pages/{id}/history (beim Anlegen: GET /api/pages), um zu sehen, ob es gespeichert wurde, und wiederholen Sie erst dann, was fehlt.',
    en: 'After a lost answer do not repeat the write at once: GET /api/pages/{id} and GET /api/pages/{id}/history (for a create: GET /api/pages) to see whether it was stored, and only then repeat what is missing.',
  },
  judge(facts) {
    const result = judgement.empty();
    for (const list of byClient(facts).values()) {
      const pending = new Map<string, Lost>();
      for (const fact of list) {
        const read = pageRead(fact);
        for (const lost of pending.values()) {
          if (read && read.page === lost.page) {
            if (read.history) lost.sawHistory = true;
            else lost.sawPage = true;
          }
          if (
            fact.method === 'GET' &&
            fact.status < 300 &&
            (fact.route === '/api/pages' || fact.route === '/api/images')
          ) {
            lost.sawList = true;
          }
        }
        if (fact.method === 'GET') continue;
        const operation = `${fact.method} ${fact.route}`;
        const lost = pending.get(operation);
        if (lost) {
          pending.delete(operation);
          const saw = lost.page === undefined ? [lost.sawList] : [lost.sawPage, lost.sawHistory];
          const seen = saw.filter(Boolean).length;
          if (seen < saw.length) {
            const missing =
              lost.page === undefined
                ? { de: 'ohne vorher die Liste zu lesen', en: 'without reading the list first' }
                : seen === 0
                  ? { de: 'ohne Seite und Verlauf zu lesen', en: 'without reading the page and its history' }
                  : lost.sawPage
                    ? { de: 'nachdem nur die Seite gelesen wurde', en: 'after reading only the page' }
                    : { de: 'nachdem nur der Verlauf gelesen wurde', en: 'after reading only the history' };
            const witnesses: Witness[] = [
              {
                fact: lost.fact,
                note: {
                  de: '503 answer_lost: Das Schreiben kann gespeichert worden sein.',
                  en: '503 answer_lost: the write may have been stored.',
                },
              },
              { fact, note: { de: `Wiederholt, ${missing.de}.`, en: `Repeated ${missing.en}.` } },
            ];
            result.findings.push(judgement.finding(seen === 0 ? 'broken' : 'warning', witnesses));
          }
        }
        if (fact.error === 'answer_lost') {
          result.tried = true;
          pending.set(operation, {
            fact,
            page: pageWritten(fact),
            sawPage: false,
            sawHistory: false,
            sawList: false,
          });
        }
      }
    }
    return result;
  },
};

const publicFeed: Rule = {
  id: 'content.public-feed',
  family: 'content',
  title: {
    de: 'Ein öffentlicher Feed liest /api/pages/{id}/published, nicht die Liste status=published',
    en: 'A public feed reads /api/pages/{id}/published, not the status=published list',
  },
  source: {
    document: `${SPEC}, Endpoints`,
    text: 'A public knowledge feed is built from the published endpoint, not from the status=published list.',
    de: 'Ein öffentlicher Wissens-Feed wird aus dem veröffentlichten Endpunkt gebaut, nicht aus der Liste status=published.',
  },
  judged: {
    de: 'GET /api/pages?status=published&include=body zu lesen, ohne etwas von /api/pages/{id}/published zu lesen, ist eine Warnung: Diese Liste enthält die redaktionellen Entwürfe (private Änderungen) veröffentlichter Seiten.',
    en: 'Reading GET /api/pages?status=published&include=body while reading nothing from /api/pages/{id}/published is a warning: that list holds the editorial drafts (private edits) of published pages.',
  },
  cannotJudge: {
    de: 'Was der Client der Öffentlichkeit zeigt, ist nicht zu sehen: Das Zeugnis sieht nur, was er gelesen hat. Der öffentliche Feed (GET /api/public/feed) braucht keinen Schlüssel und steht daher auf keinem Schlüssel-Zeugnis.',
    en: 'What the client shows to the public cannot be seen: the card only sees what it read. The public feed (GET /api/public/feed) needs no token, so it is not on a token’s card.',
  },
  advice: {
    de: 'Bauen Sie alles Öffentliche aus GET /api/pages/{id}/published (oder dem öffentlichen Feed); nutzen Sie die Liste status=published nur, um zu finden, welche Seiten zu lesen sind.',
    en: 'Build anything public from GET /api/pages/{id}/published (or the public feed); use the status=published list only to find which pages to read.',
  },
  judge(facts) {
    const result = judgement.empty();
    const lists: Fact[] = [];
    let published = false;
    for (const fact of facts) {
      if (fact.method !== 'GET') continue;
      if (/^\/api\/pages\/[^/]+\/published$/.test(fact.route)) published = true;
      const query = fact.route === '/api/pages' && fact.search ? queryOf(fact) : undefined;
      if (query?.get('status') === 'published') {
        result.tried = true;
        if (query.get('include') === 'body' && fact.status < 300) lists.push(fact);
      }
    }
    if (published) result.tried = true;
    if (lists.length > 0 && !published) {
      result.findings.push(
        judgement.finding(
          'warning',
          lists.map((fact) => ({
            fact,
            note: {
              de: 'Die Entwürfe veröffentlichter Seiten mit Inhalt gelesen (sie können private Änderungen enthalten).',
              en: 'Read the drafts of published pages with their bodies (may hold private edits).',
            },
          })),
        ),
      );
    }
    return result;
  },
};

const missingScope: Rule = {
  id: 'content.missing-scope',
  family: 'content',
  title: {
    de: 'Eine 403 wegen eines fehlenden Bereichs wird nicht unverändert wiederholt',
    en: 'A 403 for a missing scope is not retried unchanged',
  },
  source: {
    document: `${SPEC}, Authentication 4`,
    text: 'Publication needs both content:write and content:publish.',
    de: 'Veröffentlichen braucht sowohl content:write als auch content:publish.',
  },
  judged: {
    de: 'Nach einer Anfrage mit der Antwort 403 insufficient_scope ist es gebrochen, dieselbe Anfrage (Methode, URL, Inhalt) erneut zu senden.',
    en: 'After a request answered 403 insufficient_scope, sending the same request again (method, URL, body) is broken.',
  },
  cannotJudge: {
    de: 'Ob die Person den Besitzer um einen Schlüssel mit dem Bereich gebeten hat, ist nicht zu sehen; ein neuer Schlüssel ist ein neues Zeugnis.',
    en: 'Whether the person asked the owner for a token with the scope cannot be seen; a new token is a new card.',
  },
  advice: {
    de: 'Ein Schlüssel bekommt keine Bereiche dazu: Bitten Sie den Besitzer um einen Schlüssel mit dem Bereich, den die 403 nennt, oder überlassen Sie die Aktion jemandem, der ihn hat.',
    en: 'A token does not gain scopes: ask the owner for a token with the scope the 403 names, or leave the action to someone who has it.',
  },
  judge(facts) {
    const result = judgement.empty();
    for (const list of byClient(facts).values()) {
      const refused = new Map<string, Fact>();
      for (const fact of list) {
        if (refused.size === 0 && fact.error !== 'insufficient_scope') continue;
        const signature = requestSignature(fact);
        const earlier = refused.get(signature);
        if (earlier) {
          result.findings.push(
            judgement.finding('broken', [
              { fact: earlier, note: { de: '403 insufficient_scope.', en: '403 insufficient_scope.' } },
              { fact, note: { de: 'Unverändert erneut gesendet.', en: 'Sent again unchanged.' } },
            ]),
          );
          refused.delete(signature);
        }
        if (fact.error === 'insufficient_scope') {
          result.tried = true;
          refused.set(signature, fact);
        }
      }
    }
    return result;
  },
};

export const CONTENT_RULES: readonly Rule[] = [staleRevision, lostWrite, publicFeed, missingScope];
