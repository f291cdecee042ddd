import { useEffect, useState } from 'preact/hooks';
import { owner } from '../api/owner-client.ts';
import { HandInLoader } from '../cards/HandInLoader.tsx';
import { t } from '../i18n/index.ts';
import { FailureRegion, useResource, useTitle } from '../kit/index.ts';
import { href } from '../router.ts';
import { session, tabRestored } from '../world/session.ts';
import { ReportCardView } from './ReportCardView.tsx';
import type { ReportSubject } from './report-api.ts';
import { useJournal } from './use-journal.ts';
import { useReport } from './use-report.ts';

/**
 * The Report card beside the Inspector (issue #21): the API's client rules checked over the journal,
 * for this tab's world or for one content token, printable and downloadable as Markdown.
 */
/** The prefix of an agent connection's choice in the subject list. */
const AGENT = 'agent:';

export function ReportScreen() {
  const [restored, setRestored] = useState(false);
  const [choice, setChoice] = useState<string>('world');
  useEffect(() => {
    void tabRestored.then(() => setRestored(true));
  }, []);
  // The content tokens to choose from; without them only this tab's world can be chosen.
  const tokens = useResource(() => owner.listTokens()).data.value ?? [];
  const worldToken = restored ? session.value?.token : undefined;
  // `world`, `agent:<name>` (one of the world's agent connections, as the Inspector's filter names
  // them) or a content token's id.
  const agent = choice.startsWith(AGENT) ? choice.slice(AGENT.length) : undefined;
  const inWorld = choice === 'world' || agent !== undefined;
  const subject: ReportSubject | undefined = inWorld
    ? worldToken
      ? { kind: 'world', token: worldToken, ...(agent !== undefined && { agent }) }
      : undefined
    : { kind: 'token', tokenId: choice };
  const { card, error, loading, reload } = useReport(subject);
  useTitle(t('report.title'), error !== undefined);
  const { entries } = useJournal(inWorld ? 'world' : 'owner', worldToken);
  const agents = [
    ...new Set(entries.flatMap((entry) => (entry.actor === 'agent' && entry.name !== null ? [entry.name] : []))),
  ].sort();
  const tokenName = tokens.find((token) => token.id === choice)?.name;
  const heading =
    choice === 'world'
      ? t('report.headingWorld')
      : agent !== undefined
        ? t('report.headingAgent', { name: agent })
        : t('report.headingToken', { name: tokenName ?? choice });

  return (
    <section aria-labelledby="report-heading">
      <h1 id="report-heading" tabIndex={-1}>
        {t('report.title')}
      </h1>
      <p>{t('report.intro')}</p>
      <div class="field report-subject">
        <label for="report-subject">{t('report.subject')}</label>
        <select id="report-subject" value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
          <option value="world">{t('report.subjectWorld')}</option>
          {agents.map((name) => (
            <option key={`${AGENT}${name}`} value={`${AGENT}${name}`}>
              {t('report.subjectAgent', { name })}
            </option>
          ))}
          {tokens.map((token) => (
            <option key={token.id} value={token.id}>
              {t('report.subjectToken', { name: token.name })}
            </option>
          ))}
        </select>
      </div>
      {inWorld && restored && !worldToken && (
        <p>
          {t('inspector.noWorld')} <a href={href('/buergerservice')}>{t('inspector.openWorld')}</a>
        </p>
      )}
      <div class="actions">
        <button type="button" onClick={() => void reload()} disabled={!subject || loading}>
          {t('report.refresh')}
        </button>
        <a href={href('/inspektor')}>{t('report.toInspector')}</a>
      </div>
      <FailureRegion error={error} area="report" />
      {card && (
        <>
          <h2 class="report-heading">{heading}</h2>
          <ReportCardView card={card} heading={heading} entries={entries} level={3} />
          {choice === 'world' && worldToken && <HandInLoader card={card} token={worldToken} />}
        </>
      )}
    </section>
  );
}
