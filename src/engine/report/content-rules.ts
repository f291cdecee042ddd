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
  title: 'After a 409 stale_revision the next write to that page comes after a read of it',
  source: {
    document: `${SPEC}, Errors`,
    text: 'After a stale_revision the client preserves its proposed change, reads the latest revision, compares and only then retries.',
  },
  judged:
    'After a write to a page answered 409 stale_revision, the same client’s next write to that page must follow a read of the page (GET /api/pages/{id}) or of its history; without one it is broken.',
  cannotJudge:
    'Whether the client kept its proposed change and compared it with the latest revision cannot be seen in requests; only that it read before it wrote again.',
  advice:
    'Keep your change, GET /api/pages/{id} for the latest revision, compare and merge, then retry with its version as expected_version.',
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
                { fact: open.refusal, note: '409 stale_revision.' },
                { fact, note: 'Wrote the page again without reading it first.' },
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
  title: 'After a lost write answer the page and its history are read before the write is repeated',
  source: {
    document: `${SPEC}, Limits`,
    text: 'Writes carry no idempotency key. After a lost response, the client inspects the page and its history before repeating the operation.',
  },
  judged:
    'After a write answered 503 answer_lost, repeating it (the same method and path) without reading the page and its history first is broken; with only one of the two it is a warning. For a lost create (POST /api/pages) the list of pages must be read first.',
  cannotJudge:
    'A timeout in the client looks like an answer in the journal; the rule is judged for the answers the sandbox lost (Prefer: fault=lost-answer). Whether the client compared what it read cannot be seen.',
  advice:
    'After a lost answer do not repeat the write at once: GET /api/pages/{id} and GET /api/pages/{id}/history (for a create: GET /api/pages) to see whether it was stored, and only then repeat what is missing.',
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
                ? 'without reading the list first'
                : seen === 0
                  ? 'without reading the page and its history'
                  : `after reading only the ${lost.sawPage ? 'page' : 'history'}`;
            const witnesses: Witness[] = [
              { fact: lost.fact, note: '503 answer_lost: the write may have been stored.' },
              { fact, note: `Repeated ${missing}.` },
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
  title: 'A public feed reads /api/pages/{id}/published, not the status=published list',
  source: {
    document: `${SPEC}, Endpoints`,
    text: 'A public knowledge feed is built from the published endpoint, not from the status=published list.',
  },
  judged:
    'Reading GET /api/pages?status=published&include=body while reading nothing from /api/pages/{id}/published is a warning: that list holds the editorial drafts (private edits) of published pages.',
  cannotJudge:
    'What the client shows to the public cannot be seen: the card only sees what it read. The public feed (GET /api/public/feed) needs no token, so it is not on a token’s card.',
  advice:
    'Build anything public from GET /api/pages/{id}/published (or the public feed); use the status=published list only to find which pages to read.',
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
            note: 'Read the drafts of published pages with their bodies (may hold private edits).',
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
  title: 'A 403 for a missing scope is not retried unchanged',
  source: { document: `${SPEC}, Authentication 4`, text: 'Publication needs both content:write and content:publish.' },
  judged:
    'After a request answered 403 insufficient_scope, sending the same request again (method, URL, body) is broken.',
  cannotJudge:
    'Whether the person asked the owner for a token with the scope cannot be seen; a new token is a new card.',
  advice:
    'A token does not gain scopes: ask the owner for a token with the scope the 403 names, or leave the action to someone who has it.',
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
              { fact: earlier, note: '403 insufficient_scope.' },
              { fact, note: 'Sent again unchanged.' },
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
