import { useEffect, useState } from 'preact/hooks';
import { owner } from '../api/owner-client.ts';
import { t } from '../i18n/index.ts';
import { FailureRegion, lazy, useResource, useTitle } from '../kit/index.ts';
import { hrefTo } from '../routes.ts';
import { session, tabRestored } from '../world/session.ts';
import { studioChoices } from './filters.ts';
import { ReportCardView } from './ReportCardView.tsx';
import type { ReportSubject } from './report-api.ts';
import { choiceOf } from './report-model.ts';
import { useJournal } from './use-journal.ts';
import { useReport } from './use-report.ts';

/**
 * The Report card beside the Inspector (issue #21): the API's client rules checked over the journal,
 * for this tab's world or for one content token, printable and downloadable as Markdown.
 */
/** The prefix of an agent connection's choice in the subject list. */
const AGENT = 'agent:';
/** The prefix of a studio project's choice (as the Inspector's source filter names it, docs/studio.md). */
const STUDIO = 'studio:';

/**
 * "Hand in", on demand with the QR maker (cards/HandIn.tsx), so the app's start carries neither. Like
 * every chunk it is precached, so it opens offline too.
 */
const HandIn = lazy(() => import('../cards/HandIn.tsx').then((m) => m.HandIn), {
  failed: () => t('report.handInFailed'),
});

export function ReportScreen({ query = '' }: { query?: string }) {
  const [restored, setRestored] = useState(false);
  const [choice, setChoice] = useState<string>(() => choiceOf(query));
  useEffect(() => setChoice(choiceOf(query)), [query]);
  useEffect(() => {
    void tabRestored.then(() => setRestored(true));
  }, []);
  // The content tokens to choose from; without them only this tab's world can be chosen.
  const tokens = useResource(() => owner.listTokens()).data.value ?? [];
  // The studio's projects and those the journal names: each a client, judged in every world it used.
  const judged = useResource(() => owner.listJudgedProjects()).data.value ?? [];
  const worldToken = restored ? session.value?.token : undefined;
  // `world`, `agent:<name>` (one of the world's agent connections, as the Inspector's filter names
  // them) or a content token's id.
  const agent = choice.startsWith(AGENT) ? choice.slice(AGENT.length) : undefined;
  const project = choice.startsWith(STUDIO) ? choice.slice(STUDIO.length) : undefined;
  const inWorld = choice === 'world' || agent !== undefined;
  const subject: ReportSubject | undefined =
    project !== undefined
      ? { kind: 'project', project }
      : inWorld
        ? worldToken
          ? { kind: 'world', token: worldToken, ...(agent !== undefined && { agent }) }
          : undefined
        : { kind: 'token', tokenId: choice };
  const { card, error, loading, reload } = useReport(subject);
  useTitle(t('report.title'), error !== undefined);
  // The entries the card's evidence opens: a project's are in the studio's view (every world).
  const { entries } = useJournal(project !== undefined ? 'studio' : inWorld ? 'world' : 'owner', worldToken);
  const agents = [
    ...new Set(entries.flatMap((entry) => (entry.actor === 'agent' && entry.name !== null ? [entry.name] : []))),
  ].sort();
  const projects = [
    ...new Set([
      ...judged,
      ...studioChoices(entries).map((client) => client.slice(STUDIO.length)),
      ...(project !== undefined ? [project] : []),
    ]),
  ].sort();
  const tokenName = tokens.find((token) => token.id === choice)?.name;
  const heading =
    choice === 'world'
      ? t('report.headingWorld')
      : agent !== undefined
        ? t('report.headingAgent', { name: agent })
        : project !== undefined
          ? t('report.headingStudio', { name: project })
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
          {projects.map((name) => (
            <option key={`${STUDIO}${name}`} value={`${STUDIO}${name}`}>
              {t('report.subjectStudio', { name })}
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
          {t('inspector.noWorld')} <a href={hrefTo('catalogue')}>{t('inspector.openWorld')}</a>
        </p>
      )}
      <div class="actions">
        <button type="button" onClick={() => void reload()} disabled={!subject || loading}>
          {t('report.refresh')}
        </button>
        <a href={hrefTo('inspector')}>{t('report.toInspector')}</a>
      </div>
      <FailureRegion error={error} area="report" />
      {card && (
        <>
          <h2 class="report-heading">{heading}</h2>
          {project !== undefined && <p>{t('report.studioScope')}</p>}
          <ReportCardView card={card} heading={heading} entries={entries} level={3} />
          {choice === 'world' && worldToken && <HandIn card={card} holder={{ kind: 'world', token: worldToken }} />}
          {project !== undefined && <HandIn card={card} holder={{ kind: 'project', project }} />}
        </>
      )}
    </section>
  );
}
