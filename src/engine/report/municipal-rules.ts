/** The municipal service's client rules (municipal-demo-service.md), judged over a world's journal. */

import type { Words } from '../words.ts';
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
  title: {
    de: 'Nur eine Version absenden, die dem Client gezeigt wurde, und nicht wenige Augenblicke danach',
    en: 'Submit only a version the client was shown, and not within moments of receiving it',
  },
  source: {
    document: `${SPEC}, What the service does, Rules 1`,
    text: 'A client must show the review and obtain explicit user confirmation before submitting.',
    de: 'Ein Client muss die Prüfansicht zeigen und die ausdrückliche Bestätigung der Person einholen, bevor er absendet.',
  },
  judged: {
    de: 'Jedes Absenden (das erste mit seinem Idempotency-Key) muss eine Version des Vorgangs tragen, die eine frühere Antwort demselben Client gezeigt hat (die Antwort auf den Entwurf, das Lesen des Vorgangs oder der Liste, eine Wiederholung). Absenden weniger als 3 Sekunden nach dieser Antwort ist eine Warnung. Die Bitte einer Agenten-Verbindung ums Absenden (202) fragt nur: Die Person bestätigt in der App, daher zählt hier keine Zeit.',
    en: 'Each submit (the first with its Idempotency-Key) must carry a version of the case that an earlier answer to the same client showed (the draft’s answer, a read of the case or of the list, a replay). A submit less than 3 seconds after that answer is a warning. An agent connection’s request to submit (202) only asks: the person confirms in the app, so it is not timed.',
  },
  cannotJudge: {
    de: 'Ob eine Person die Prüfansicht wirklich gelesen und bestätigt hat, zeigen Anfragen nicht: Das Zeugnis sieht nur, welche Version dem Client geantwortet wurde und wie lange danach abgesendet wurde.',
    en: 'Whether a person really read the review and confirmed it cannot be seen in requests: the card only sees which version was answered to the client, and how long before it was submitted.',
  },
  advice: {
    de: 'Zeigen Sie den Vorgang, den der Entwurf (oder ein Lesen) geantwortet hat, lassen Sie genau diesen bestätigen und senden Sie dann seine Version ab. Nach 409 stale_version lesen Sie den Vorgang erneut und zeigen die Prüfansicht noch einmal.',
    en: 'Show the case the draft (or a read) answered, ask the person to confirm exactly that, then submit its version. After a 409 stale_version read the case again and show the review again.',
  },
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
                {
                  fact,
                  note: {
                    de: `Version ${version} abgesendet, die keine frühere Antwort diesem Client gezeigt hat.`,
                    en: `Submitted version ${version}, which no earlier answer showed this client.`,
                  },
                },
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
              {
                fact: before,
                note: { de: `Zeigte Version ${version} des Vorgangs.`, en: `Showed version ${version} of the case.` },
              },
              {
                fact,
                note: {
                  de: `${secondsText(gap).de} später abgesendet: zu früh, als dass eine Person die Prüfansicht gelesen haben kann.`,
                  en: `Submitted it ${secondsText(gap).en} later: too soon for a person to have read the review.`,
                },
              },
            ]),
          );
        }
      });
    }
    if (unjudged > 0) {
      result.notes.push({
        de: `Nicht beurteilte Absendungen: ${unjudged}. Eine frühere Antwort wurde bei 4.096 Zeichen des Protokolls abgeschnitten und kann die Version gezeigt haben.`,
        en: `Submits not judged: ${unjudged}. An earlier answer was cut at the journal's 4,096 characters and may have shown the version.`,
      });
    }
    return result;
  },
};

const capabilityPrivate: Rule = {
  id: 'municipal.capability-private',
  family: 'municipal',
  title: {
    de: 'Die Berechtigung nie in einer URL, einer Abfrage, einem MCP-Werkzeugargument oder einem Anfrageinhalt',
    en: 'The capability never in a URL, a query, an MCP tool argument or a request body',
  },
  source: {
    document: `${SPEC}, Authentication 5`,
    text: 'The capability is never placed in a URL and never in an AI prompt.',
    de: 'Die Berechtigung steht nie in einer URL und nie in einem KI-Prompt.',
  },
  judged: {
    de: 'Das Protokoll schwärzt jede Berechtigung und jeden Schlüssel, wo immer sie stehen; eine Schwärzung ([redacted]) in einer URL oder im Inhalt einer Anfrage (die Argumente eines MCP-Werkzeugaufrufs sind sein Inhalt) zeigt, dass eine dort stand. Nur der Authorization-Header darf sie tragen.',
    en: 'The journal redacts every capability and token wherever it appears; a redaction mark ([redacted]) in a URL or in a request body (an MCP tool call’s arguments are its body) shows one was placed there. Only the Authorization header may carry it.',
  },
  cannotJudge: {
    de: 'Ein KI-Prompt ist keine Anfrage an die Sandbox: Was ein Client in den Prompt eines Modells schreibt, ist nicht zu sehen. Ein harmloser Wert aus 64 Hex-Zeichen wird wie eine Berechtigung geschwärzt und zählt daher mit.',
    en: 'An AI prompt is not a request to the sandbox: what a client puts into a model’s prompt cannot be seen. A harmless 64-hex value is redacted like a capability, so it is counted too.',
  },
  advice: {
    de: 'Senden Sie die Berechtigung nur als „Authorization: Bearer …“, eingetragen in der Konfiguration des Clients; bauen Sie sie nie in einen Link, eine Abfrage, ein Werkzeugargument oder einen Inhalt ein.',
    en: 'Send the capability only as "Authorization: Bearer …", set in the client’s configuration; never build it into a link, a query, a tool argument or a body.',
  },
  judge(facts) {
    const result = judgement.empty();
    for (const fact of facts) {
      result.tried = true;
      const where: Words[] = [];
      if (fact.entry.url.includes('[redacted]')) where.push({ de: 'ihrer URL', en: 'its URL' });
      if (fact.body.text.includes('[redacted]')) {
        where.push(
          fact.route === '/mcp'
            ? { de: 'einer MCP-Nachricht (einem Werkzeugargument)', en: 'an MCP message (a tool argument)' }
            : { de: 'ihrem Inhalt', en: 'its body' },
        );
      }
      if (where.length > 0) {
        const en = where.map((place) => place.en).join(' and ');
        const de = where.map((place) => place.de).join(' und ');
        result.findings.push(
          judgement.finding('broken', [
            {
              fact,
              note: { de: `Eine Berechtigung oder ein Schlüssel in ${de}.`, en: `A capability or token in ${en}.` },
            },
          ]),
        );
      }
    }
    return result;
  },
};

const idempotentRetry: Rule = {
  id: 'municipal.idempotent-retry',
  family: 'municipal',
  title: {
    de: 'Eine Wiederholung nutzt denselben Idempotency-Key mit genau demselben Inhalt',
    en: 'A retry reuses the Idempotency-Key with the identical body',
  },
  source: {
    document: `${SPEC}, What the service does, Rules 5`,
    text: 'An idempotent retry uses the same Idempotency-Key and exactly the same JSON payload.',
    de: 'Eine idempotente Wiederholung nutzt denselben Idempotency-Key und genau denselben JSON-Inhalt.',
  },
  judged: {
    de: 'Gebrochen: derselbe Schlüssel mit anderem Inhalt; derselbe Entwurf, dasselbe Absenden oder Stornieren mit neuem Schlüssel, nachdem die Antwort verloren ging (503 answer_lost) oder solange die erste Anfrage noch unbeantwortet war (eine Zeitüberschreitung im Client): zwei Vorgänge aus einer Absicht. Eine Warnung: derselbe Inhalt mit neuem Schlüssel binnen 5 Sekunden nach einer beantworteten Anfrage (lief deren Antwort im Client in eine Zeitüberschreitung, entstanden zwei). Ein Inhalt, den das Protokoll nicht gesehen hat (ungelesen abgewiesen und zu groß zum Lesen), wird nicht verglichen.',
    en: 'Broken: the same key sent with another body; the same draft, submit or cancel sent again with a new key after its answer was lost (503 answer_lost), or while its first request was still unanswered (a client timeout): two cases from one intent. A warning: the same body with a new key within 5 seconds of an answered one (if that answer timed out at the client, it made two). A body the journal did not see (refused unread and too large to read) is not compared.',
  },
  cannotJudge: {
    de: 'Eine Zeitüberschreitung geschieht im Client: Das Protokoll sieht sie nur, wenn die Wiederholung beginnt, bevor die erste Anfrage beantwortet war. Zwei gleiche Entwürfe können als zwei gemeint sein; das Zeugnis warnt dann, es entscheidet nicht.',
    en: 'A timeout happens in the client: the journal sees it only when the retry starts before the first request was answered. Two identical drafts may be meant as two; the card then warns, it does not decide.',
  },
  advice: {
    de: 'Erzeugen Sie den Schlüssel einmal je Absicht (ein Entwurf, ein Absenden) und behalten Sie ihn mit dem Inhalt, bis eine Antwort kommt; nach einer verlorenen Antwort oder einer Zeitüberschreitung senden Sie genau dieselbe Anfrage mit demselben Schlüssel: Die erste Antwort wird wiederholt.',
    en: 'Make the key once per intent (one draft, one submit) and keep it with the body until an answer arrives; after a lost answer or a timeout send exactly the same request with the same key: the first answer is replayed.',
  },
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
              {
                fact: first,
                note: { de: `Zuerst mit dem Schlüssel ${fact.key} gesendet.`, en: `First sent with key ${fact.key}.` },
              },
              { fact, note: { de: 'Derselbe Schlüssel mit anderem Inhalt.', en: 'The same key with another body.' } },
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
  const witnesses = (first: Witness['note'], second: Witness['note']): Witness[] => [
    { fact: earlier, note: first },
    { fact, note: second },
  ];
  if (earlier.error === 'answer_lost') {
    return judgement.finding(
      'broken',
      witnesses(
        { de: 'Gespeichert, aber die Antwort ging verloren.', en: 'Stored, but its answer was lost.' },
        {
          de: 'Mit neuem Schlüssel erneut gesendet: ein zweiter Vorgang aus einer Absicht.',
          en: 'Sent again with a new key: a second case from one intent.',
        },
      ),
    );
  }
  // `at` is whole milliseconds (the clock), `end` adds the measured duration: 1 ms for the clock's step.
  if (fact.at + 1 < earlier.end && earlier.status < 300) {
    return judgement.finding(
      'broken',
      witnesses(
        {
          de: `Nach ${secondsText(earlier.end - earlier.at).de} mit ${earlier.status} beantwortet.`,
          en: `Answered ${earlier.status} after ${secondsText(earlier.end - earlier.at).en}.`,
        },
        {
          de: 'Mit neuem Schlüssel erneut gesendet, bevor die erste beantwortet war (eine Zeitüberschreitung): zwei Vorgänge aus einer Absicht.',
          en: 'Sent again with a new key before the first was answered (a timeout): two cases from one intent.',
        },
      ),
    );
  }
  if (earlier.status < 300 && fact.at - earlier.end < 5000) {
    return judgement.finding(
      'warning',
      witnesses(
        { de: `Mit ${earlier.status} beantwortet.`, en: `Answered ${earlier.status}.` },
        {
          de: `Derselbe Inhalt mit neuem Schlüssel ${secondsText(fact.at - earlier.end).de} später: Lief die erste Antwort in eine Zeitüberschreitung, entstand so ein zweiter Vorgang.`,
          en: `The same body with a new key ${secondsText(fact.at - earlier.end).en} later: if the first answer timed out, this made a second case.`,
        },
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
  title: {
    de: 'Eine veraltete Version oder eine abgelaufene Prüfung wird nicht unverändert erneut gesendet',
    en: 'A stale version or an expired review is not sent again unchanged',
  },
  source: {
    document: `${SPEC}, Versioning`,
    text: 'Submit and cancel carry the reviewed version in the Confirmation; a stale version gives status 409.',
    de: 'Absenden und Stornieren tragen die geprüfte Version in der Bestätigung; eine veraltete Version ergibt Status 409.',
  },
  judged: {
    de: 'Nach einem Absenden oder Stornieren mit der Antwort 409 stale_version ist dieselbe Anfrage mit demselben Inhalt an diesen Vorgang gebrochen; nach 409 review_expired ist jedes spätere Absenden dieses Vorgangs gebrochen (machen Sie einen neuen Entwurf).',
    en: 'After a submit or cancel answered 409 stale_version, the same request with the same body to that case is broken; after 409 review_expired, any later submit of that case is broken (make a new draft).',
  },
  cannotJudge: {
    de: 'Ob die Prüfansicht zwischen der 409 und dem nächsten Absenden erneut gezeigt wurde, beurteilt municipal.shown-version.',
    en: 'Whether the review was shown again between the 409 and the next submit is judged by municipal.shown-version.',
  },
  advice: {
    de: 'Nach stale_version lesen Sie den Vorgang, zeigen die Prüfansicht erneut und bestätigen seine aktuelle Version; nach review_expired machen Sie einen neuen Entwurf und prüfen ihn.',
    en: 'After stale_version read the case, show the review again and confirm its current version; after review_expired make a new draft and review it.',
  },
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
                {
                  fact: earlier,
                  note: { de: `Mit 409 ${earlier.error} beantwortet.`, en: `Answered 409 ${earlier.error}.` },
                },
                {
                  fact,
                  note: expired
                    ? {
                        de: 'Die abgelaufene Prüfung wurde erneut abgesendet.',
                        en: 'The expired review was submitted again.',
                      }
                    : {
                        de: 'Dieselbe veraltete Version wurde unverändert erneut gesendet.',
                        en: 'The same stale version was sent again unchanged.',
                      },
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
