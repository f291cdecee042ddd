/** Rules that bind a client of any service here, judged on both cards (a world's and a content token's). */
import { type Fact, requestSignature, secondsText } from './facts.ts';
import { byClient, judgement, type Rule, WITNESSES_PER_FINDING, type Witness } from './types.ts';

/** Timers and clocks are not exact: a request this much before Retry-After ends still counts as waiting. */
export const RETRY_AFTER_SLACK_MS = 100;
/** The same invalid request answered 4xx this many times is broken: sent again unchanged more than twice. */
export const INVALID_REPEATS = 4;
/** A refused credential (401) this many times is broken: sent again and again. */
export const REFUSED_REPEATS = 3;

const retryAfter: Rule = {
  id: 'any.retry-after',
  family: 'any',
  title: 'No request before a 429’s Retry-After has passed',
  source: {
    document: 'Guides, error rate_limited (429)',
    text: 'Too many requests: wait the seconds of Retry-After, then send the same request again.',
  },
  judged:
    'After an answer 429 with Retry-After, every request of the same client that arrives before those seconds have passed (counted from the answer) is broken.',
  cannotJudge: 'A 429 without Retry-After (the 40 cases of a world) gives no time to wait: it is not judged here.',
  advice: 'On 429 read Retry-After, wait that many seconds, then send the same request again (with the same key).',
  judge(facts) {
    const result = judgement.empty();
    for (const list of byClient(facts).values()) {
      let until = 0;
      let refusal: Fact | undefined;
      let early: Witness[] = [];
      const close = () => {
        if (refusal && early.length > 0) {
          result.findings.push(
            judgement.finding('broken', [
              { fact: refusal, note: `429 with Retry-After: ${refusal.retryAfter} s.` },
              ...early,
            ]),
          );
        }
        early = [];
      };
      for (const fact of list) {
        // The first ones show it: the notes of the rest would be cut anyway.
        if (refusal && fact.at < until - RETRY_AFTER_SLACK_MS && early.length < WITNESSES_PER_FINDING) {
          early.push({
            fact,
            note: `Sent ${secondsText(fact.at - refusal.end)} after the 429, before Retry-After passed.`,
          });
        }
        if (fact.status === 429 && fact.retryAfter !== undefined) {
          close();
          result.tried = true;
          refusal = fact;
          until = fact.end + fact.retryAfter * 1000;
        }
      }
      close();
    }
    return result;
  },
};

const refusedCredential: Rule = {
  id: 'any.refused-credential',
  family: 'any',
  title: 'An expired or revoked credential is not sent again and again',
  source: {
    document: 'municipal-demo-service.md, Authentication 4',
    text: 'A missing or expired capability gives status 401.',
  },
  judged: `A client whose credential was answered 401 ${REFUSED_REPEATS} times or more kept sending it: broken.`,
  cannotJudge:
    'A world that ends takes its journal with it, so requests with a capability after its world ended are not on any card (they are kept without a credential, for the owner). Revoked agent connections and content tokens stay on their card.',
  advice:
    'On 401 stop: open a new session (or ask the owner for a new token) instead of sending the refused one again.',
  judge(facts) {
    const result = judgement.empty();
    for (const list of byClient(facts).values()) {
      const refused = list.filter((fact) => fact.status === 401);
      if (refused.length === 0) continue;
      result.tried = true;
      if (refused.length >= REFUSED_REPEATS) {
        result.findings.push(
          judgement.finding(
            'broken',
            refused.map((fact, index) => ({
              fact,
              note: index === 0 ? 'Answered 401: the credential is refused.' : `Sent again: 401 (${index + 1}).`,
            })),
          ),
        );
      }
    }
    return result;
  },
};

const invalidRepeated: Rule = {
  id: 'any.invalid-repeated',
  family: 'any',
  title: 'The same invalid request is not sent again unchanged more than twice',
  source: {
    document: 'RFC 9110, 15.5 Client Error 4xx',
    text: 'The 4xx (Client Error) class of status code indicates that the client seems to have erred.',
  },
  judged: `The same method, URL and body answered 4xx (but 401 and 429, judged by their own rules) ${INVALID_REPEATS} times or more, with no success of that request in between: broken.`,
  cannotJudge: 'Bodies the journal cut at 4,096 characters are compared by their kept text and size.',
  advice: 'Read the Problem’s error and message and change the request; an unchanged request gets the same answer.',
  judge(facts) {
    const result = judgement.empty();
    for (const list of byClient(facts).values()) {
      const runs = new Map<string, Fact[]>();
      // Only requests of a method and URL that met a 4xx are compared by body.
      const refusedUrls = new Set<string>();
      for (const fact of list) {
        const invalid = fact.status >= 400 && fact.status < 500 && fact.status !== 401 && fact.status !== 429;
        if (!invalid && refusedUrls.size === 0) continue;
        const url = `${fact.method} ${fact.entry.url}`;
        if (!invalid && !refusedUrls.has(url)) continue;
        if (invalid) {
          result.tried = true;
          refusedUrls.add(url);
        }
        const signature = requestSignature(fact);
        const run = runs.get(signature);
        if (invalid) {
          if (run) run.push(fact);
          else runs.set(signature, [fact]);
        } else if (run) {
          // A success of the same request in between: the run starts again.
          report(run);
          runs.delete(signature);
        }
      }
      for (const run of runs.values()) report(run);
    }
    function report(run: Fact[]) {
      if (run.length < INVALID_REPEATS) return;
      result.findings.push(
        judgement.finding(
          'broken',
          run.map((fact, index) => ({
            fact,
            note:
              index === 0
                ? `Answered ${fact.status} ${fact.error ?? ''}`.trim()
                : `Sent again unchanged (${index + 1}).`,
          })),
        ),
      );
    }
    return result;
  },
};

export const ANY_RULES: readonly Rule[] = [retryAfter, refusedCredential, invalidRepeated];
