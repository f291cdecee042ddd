/** Rules that bind a client of any service here, judged on both cards (a world's and a content token's). */
import { type Fact, requestSignature, secondsText } from './facts.ts';
import { byClient, judgement, type Rule, WITNESSES_PER_FINDING, type Witness } from './types.ts';

/** Timers and clocks are not exact: a request this much before Retry-After ends still counts as waiting. */
const RETRY_AFTER_SLACK_MS = 100;
/** The same invalid request answered 4xx this many times is broken: sent again unchanged more than twice. */
const INVALID_REPEATS = 4;
/** A refused credential (401) this many times is broken: sent again and again. */
const REFUSED_REPEATS = 3;

const retryAfter: Rule = {
  id: 'any.retry-after',
  family: 'any',
  title: {
    de: 'Keine Anfrage, bevor das Retry-After einer 429 abgelaufen ist',
    en: 'No request before a 429’s Retry-After has passed',
  },
  source: {
    document: 'Guides, error rate_limited (429)',
    text: 'Too many requests: wait the seconds of Retry-After, then send the same request again.',
    de: 'Zu viele Anfragen: Warten Sie die Sekunden von Retry-After ab und senden Sie dann dieselbe Anfrage erneut.',
  },
  judged: {
    de: 'Nach einer Antwort 429 mit Retry-After ist jede Anfrage desselben Clients gebrochen, die ankommt, bevor diese Sekunden (ab der Antwort gezählt) vergangen sind.',
    en: 'After an answer 429 with Retry-After, every request of the same client that arrives before those seconds have passed (counted from the answer) is broken.',
  },
  cannotJudge: {
    de: 'Eine 429 ohne Retry-After (die 40 Vorgänge einer Welt) nennt keine Wartezeit: Sie wird hier nicht beurteilt.',
    en: 'A 429 without Retry-After (the 40 cases of a world) gives no time to wait: it is not judged here.',
  },
  advice: {
    de: 'Lesen Sie bei 429 Retry-After, warten Sie so viele Sekunden und senden Sie dann dieselbe Anfrage erneut (mit demselben Schlüssel).',
    en: 'On 429 read Retry-After, wait that many seconds, then send the same request again (with the same key).',
  },
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
              {
                fact: refusal,
                note: {
                  de: `429 mit Retry-After: ${refusal.retryAfter} s.`,
                  en: `429 with Retry-After: ${refusal.retryAfter} s.`,
                },
              },
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
            note: {
              de: `${secondsText(fact.at - refusal.end).de} nach der 429 gesendet, bevor Retry-After abgelaufen war.`,
              en: `Sent ${secondsText(fact.at - refusal.end).en} after the 429, before Retry-After passed.`,
            },
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
  title: {
    de: 'Ein abgelaufener oder widerrufener Zugang wird nicht wieder und wieder gesendet',
    en: 'An expired or revoked credential is not sent again and again',
  },
  source: {
    document: 'municipal-demo-service.md, Authentication 4',
    text: 'A missing or expired capability gives status 401.',
    de: 'Eine fehlende oder abgelaufene Berechtigung ergibt Status 401.',
  },
  judged: {
    de: `Ein Client, dessen Zugang ${REFUSED_REPEATS}-mal oder öfter mit 401 beantwortet wurde, hat ihn weiter gesendet: gebrochen.`,
    en: `A client whose credential was answered 401 ${REFUSED_REPEATS} times or more kept sending it: broken.`,
  },
  cannotJudge: {
    de: 'Eine Welt, die endet, nimmt ihr Protokoll mit; Anfragen mit einer Berechtigung nach dem Ende ihrer Welt stehen daher auf keinem Zeugnis (sie bleiben ohne Zugang für den Besitzer erhalten). Widerrufene Agenten-Verbindungen und Inhalts-Schlüssel bleiben auf ihrem Zeugnis.',
    en: 'A world that ends takes its journal with it, so requests with a capability after its world ended are not on any card (they are kept without a credential, for the owner). Revoked agent connections and content tokens stay on their card.',
  },
  advice: {
    de: 'Hören Sie bei 401 auf: Öffnen Sie eine neue Sitzung (oder bitten Sie den Besitzer um einen neuen Schlüssel), statt den abgewiesenen erneut zu senden.',
    en: 'On 401 stop: open a new session (or ask the owner for a new token) instead of sending the refused one again.',
  },
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
              note:
                index === 0
                  ? {
                      de: 'Mit 401 beantwortet: Der Zugang wird abgewiesen.',
                      en: 'Answered 401: the credential is refused.',
                    }
                  : { de: `Erneut gesendet: 401 (${index + 1}).`, en: `Sent again: 401 (${index + 1}).` },
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
  title: {
    de: 'Dieselbe ungültige Anfrage wird nicht öfter als zweimal unverändert wiederholt',
    en: 'The same invalid request is not sent again unchanged more than twice',
  },
  source: {
    document: 'RFC 9110, 15.5 Client Error 4xx',
    text: 'The 4xx (Client Error) class of status code indicates that the client seems to have erred.',
    de: 'Die Klasse 4xx (Client-Fehler) der Statuscodes zeigt an, dass der Client anscheinend einen Fehler gemacht hat.',
  },
  judged: {
    de: `Dieselbe Methode, URL und derselbe Inhalt ${INVALID_REPEATS}-mal oder öfter mit 4xx beantwortet (außer 401 und 429, die eigene Regeln haben), ohne Erfolg dieser Anfrage dazwischen: gebrochen.`,
    en: `The same method, URL and body answered 4xx (but 401 and 429, judged by their own rules) ${INVALID_REPEATS} times or more, with no success of that request in between: broken.`,
  },
  cannotJudge: {
    de: 'Inhalte, die das Protokoll bei 4.096 Zeichen abgeschnitten hat, werden nach behaltenem Text und Größe verglichen.',
    en: 'Bodies the journal cut at 4,096 characters are compared by their kept text and size.',
  },
  advice: {
    de: 'Lesen Sie die Felder „error“ und „message“ des Problems und ändern Sie die Anfrage; eine unveränderte Anfrage bekommt dieselbe Antwort.',
    en: 'Read the Problem’s error and message and change the request; an unchanged request gets the same answer.',
  },
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
                ? {
                    de: `Mit ${fact.status}${fact.error ? ` ${fact.error}` : ''} beantwortet.`,
                    en: `Answered ${fact.status} ${fact.error ?? ''}`.trim(),
                  }
                : { de: `Unverändert erneut gesendet (${index + 1}).`, en: `Sent again unchanged (${index + 1}).` },
          })),
        ),
      );
    }
    return result;
  },
};

export const ANY_RULES: readonly Rule[] = [retryAfter, refusedCredential, invalidRepeated];
