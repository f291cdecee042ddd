/** The municipal service's client rules (municipal-demo-service.md), judged over a world's journal. */
import { bodyNumber, bodySeen, bodySignature, type Fact, routeMatch, secondsText, versionsShown } from './facts.ts';
import { byClient, type Finding, judgement, type Rule, type Witness } from './types.ts';

const SPEC = 'municipal-demo-service.md';
const SUBMIT = /^\/v1\/drafts\/([a-f0-9]{32})\/submit$/;
const WRITE = /^\/v1\/drafts(?:\/([a-f0-9]{32})\/(submit|cancel))?$/;

/** A submit sooner than this after the answer that showed its version is a warning: nobody read that review. */
export const MOMENT_MS = 3000;

/** A draft, submit or cancel: the writes that carry an Idempotency-Key. */
function isWrite(fact: Fact): boolean {
  return fact.method === 'POST' && WRITE.test(fact.route);
}

const shownVersion: Rule = {
  id: 'municipal.shown-version',
  family: 'municipal',
  title: 'Submit only a version the client was shown, and not within moments of receiving it',
  source: {
    document: `${SPEC}, What the service does, Rules 1`,
    text: 'A client must show the review and obtain explicit user confirmation before submitting.',
  },
  judged:
    'Each submit (the first with its Idempotency-Key) must carry a version of the case that an earlier answer to the same client showed (the draft’s answer, a read of the case or of the list, a replay). A submit less than 3 seconds after that answer is a warning.',
  cannotJudge:
    'Whether a person really read the review and confirmed it cannot be seen in requests: the card only sees which version was answered to the client, and how long before it was submitted.',
  advice:
    'Show the case the draft (or a read) answered, ask the person to confirm exactly that, then submit its version. After a 409 stale_version read the case again and show the review again.',
  judge(facts) {
    const result = judgement.empty();
    let unjudged = 0;
    for (const list of byClient(facts).values()) {
      const keys = new Set<string>();
      list.forEach((fact, index) => {
        const match = routeMatch(fact, 'POST', SUBMIT);
        if (!match) return;
        const once = `${fact.route} ${fact.key ?? ''}`;
        if (fact.key && keys.has(once)) return;
        keys.add(once);
        const version = bodyNumber(fact, 'version');
        if (version === undefined) return;
        result.tried = true;
        // The latest earlier answer to this client that showed this version of the case.
        let before: Fact | undefined;
        let cutAnswers = false;
        for (let i = index - 1; i >= 0 && !before; i--) {
          const earlier = list[i] as Fact;
          if (!earlier.answer.complete && earlier.status < 300) cutAnswers = true;
          if (versionsShown(earlier, match[1] as string).includes(version)) before = earlier;
        }
        if (!before) {
          if (cutAnswers) unjudged += 1;
          else {
            result.findings.push(
              judgement.finding('broken', [
                { fact, note: `Submitted version ${version}, which no earlier answer showed this client.` },
              ]),
            );
          }
          return;
        }
        // An agent's 202 only asked: the person confirms in the app, which shows the review (issue #26).
        if (fact.status === 202) return;
        const gap = fact.at - before.end;
        if (gap < MOMENT_MS) {
          result.findings.push(
            judgement.finding('warning', [
              { fact: before, note: `Showed version ${version} of the case.` },
              { fact, note: `Submitted it ${secondsText(gap)} later: too soon for a person to have read the review.` },
            ]),
          );
        }
      });
    }
    if (unjudged > 0) {
      result.notes.push(
        `${unjudged} submit(s) not judged: an earlier answer was cut at the journal's 4,096 characters and may have shown the version.`,
      );
    }
    return result;
  },
};

const capabilityPrivate: Rule = {
  id: 'municipal.capability-private',
  family: 'municipal',
  title: 'The capability never in a URL, a query, an MCP tool argument or a request body',
  source: {
    document: `${SPEC}, Authentication 5`,
    text: 'The capability is never placed in a URL and never in an AI prompt.',
  },
  judged:
    'The journal redacts every capability and token wherever it appears; a redaction mark ([redacted]) in a URL or in a request body (an MCP tool call’s arguments are its body) shows one was placed there. Only the Authorization header may carry it.',
  cannotJudge:
    'An AI prompt is not a request to the sandbox: what a client puts into a model’s prompt cannot be seen. A harmless 64-hex value is redacted like a capability, so it is counted too.',
  advice:
    'Send the capability only as "Authorization: Bearer …", set in the client’s configuration; never build it into a link, a query, a tool argument or a body.',
  judge(facts) {
    const result = judgement.empty();
    for (const fact of facts) {
      result.tried = true;
      const where: string[] = [];
      if (fact.entry.url.includes('[redacted]')) where.push('its URL');
      if (fact.body.text.includes('[redacted]')) {
        where.push(fact.route === '/mcp' ? 'an MCP message (a tool argument)' : 'its body');
      }
      if (where.length > 0) {
        result.findings.push(
          judgement.finding('broken', [{ fact, note: `A capability or token in ${where.join(' and ')}.` }]),
        );
      }
    }
    return result;
  },
};

const idempotentRetry: Rule = {
  id: 'municipal.idempotent-retry',
  family: 'municipal',
  title: 'A retry reuses the Idempotency-Key with the identical body',
  source: {
    document: `${SPEC}, What the service does, Rules 5`,
    text: 'An idempotent retry uses the same Idempotency-Key and exactly the same JSON payload.',
  },
  judged:
    'Broken: the same key sent with another body; the same draft, submit or cancel sent again with a new key after its answer was lost (503 answer_lost), or while its first request was still unanswered (a client timeout): two cases from one intent. A warning: the same body with a new key within 5 seconds of an answered one (if that answer timed out at the client, it made two).',
  cannotJudge:
    'A timeout happens in the client: the journal sees it only when the retry starts before the first request was answered. Two identical drafts may be meant as two; the card then warns, it does not decide.',
  advice:
    'Make the key once per intent (one draft, one submit) and keep it with the body until an answer arrives; after a lost answer or a timeout send exactly the same request with the same key: the first answer is replayed.',
  judge(facts) {
    const result = judgement.empty();
    const byKey = new Map<string, Fact>();
    const byBody = new Map<string, Fact[]>();
    for (const fact of facts) {
      if (!isWrite(fact) || !fact.key || !bodySeen(fact)) continue;
      const keyed = `${fact.route} ${fact.key}`;
      const first = byKey.get(keyed);
      if (first) {
        result.tried = true;
        if (!samePayload(first, fact)) {
          result.findings.push(
            judgement.finding('broken', [
              { fact: first, note: `First sent with key ${fact.key}.` },
              { fact, note: 'The same key with another body.' },
            ]),
          );
        }
      } else byKey.set(keyed, fact);
      const bodied = `${fact.route} ${bodySignature(fact)}`;
      const same = byBody.get(bodied) ?? [];
      for (const earlier of same) {
        if (earlier.key === fact.key) continue;
        const finding = newKeyFinding(earlier, fact);
        if (finding) {
          result.tried = true;
          result.findings.push(finding);
          break;
        }
      }
      same.push(fact);
      byBody.set(bodied, same);
    }
    return result;
  },
};

/** The same body again with a new key: broken after a lost or unanswered first, a warning soon after an answered one. */
function newKeyFinding(earlier: Fact, fact: Fact): Finding | undefined {
  const witnesses = (first: string, second: string): Witness[] => [
    { fact: earlier, note: first },
    { fact, note: second },
  ];
  if (earlier.error === 'answer_lost') {
    return judgement.finding(
      'broken',
      witnesses('Stored, but its answer was lost.', 'Sent again with a new key: a second case from one intent.'),
    );
  }
  // `at` is whole milliseconds (the clock), `end` adds the measured duration: 1 ms for the clock's step.
  if (fact.at + 1 < earlier.end && earlier.status < 300) {
    return judgement.finding(
      'broken',
      witnesses(
        `Answered ${earlier.status} after ${secondsText(earlier.end - earlier.at)}.`,
        'Sent again with a new key before the first was answered (a timeout): two cases from one intent.',
      ),
    );
  }
  if (earlier.status < 300 && fact.at - earlier.end < 5000) {
    return judgement.finding(
      'warning',
      witnesses(
        `Answered ${earlier.status}.`,
        `The same body with a new key ${secondsText(fact.at - earlier.end)} later: if the first answer timed out, this made a second case.`,
      ),
    );
  }
  return undefined;
}

function samePayload(a: Fact, b: Fact): boolean {
  return bodySignature(a) === bodySignature(b);
}

const staleNotResent: Rule = {
  id: 'municipal.stale-not-resent',
  family: 'municipal',
  title: 'A stale version or an expired review is not sent again unchanged',
  source: {
    document: `${SPEC}, Versioning`,
    text: 'Submit and cancel carry the reviewed version in the Confirmation; a stale version gives status 409.',
  },
  judged:
    'After a submit or cancel answered 409 stale_version, the same request with the same body to that case is broken; after 409 review_expired, any later submit of that case is broken (make a new draft).',
  cannotJudge:
    'Whether the review was shown again between the 409 and the next submit is judged by municipal.shown-version.',
  advice:
    'After stale_version read the case, show the review again and confirm its current version; after review_expired make a new draft and review it.',
  judge(facts) {
    const result = judgement.empty();
    for (const list of byClient(facts).values()) {
      const refused = new Map<string, Fact>();
      for (const fact of list) {
        if (!isWrite(fact) || fact.route === '/v1/drafts') continue;
        const earlier = refused.get(fact.route);
        if (earlier) {
          const expired = earlier.error === 'review_expired';
          if (expired || samePayload(earlier, fact)) {
            result.findings.push(
              judgement.finding('broken', [
                { fact: earlier, note: `Answered 409 ${earlier.error}.` },
                {
                  fact,
                  note: expired
                    ? 'The expired review was submitted again.'
                    : 'The same stale version was sent again unchanged.',
                },
              ]),
            );
          }
          refused.delete(fact.route);
        }
        if (fact.error === 'stale_version' || fact.error === 'review_expired') {
          result.tried = true;
          refused.set(fact.route, fact);
        }
      }
    }
    return result;
  },
};

export const MUNICIPAL_RULES: readonly Rule[] = [shownVersion, capabilityPrivate, idempotentRetry, staleNotResent];
