import { t } from '../i18n/index.ts';
import { PERSON, whoOf } from '../inspector/filters.ts';
import { useJournal } from '../inspector/use-journal.ts';
import { FailureRegion } from '../kit/index.ts';
import { timeOfDay } from '../municipal/flow.ts';
import { hrefTo } from '../routes.ts';
import { session, tabSettingsMemory } from '../world/session.ts';

/** Entries the facilitator page shows; the Inspector shows them all, with filters and details. */
const SHOWN = 12;

/**
 * The world's newest requests on the facilitator page, read live like the Inspector: what the
 * participants' frontends and agents sent, and which faults and clock moves they met. Times are the
 * world's (each entry keeps the world's clock when its request arrived), like the world's end,
 * validity and cases; once the clock was moved (the settings the world bar last read) the column says
 * so (issue #26, one clock).
 */
export function WorkshopJournal() {
  const world = session.value;
  const clockMoved = world !== undefined && (tabSettingsMemory.get(world.id)?.clock_offset_seconds ?? 0) > 0;
  const { entries, error } = useJournal('world', session.value?.token);
  const newest = entries.slice(-SHOWN).reverse();
  return (
    <>
      <h2>{t('m.journalHeading')}</h2>
      <FailureRegion error={error} area="inspector" />
      {newest.length === 0 ? (
        <p>{t('m.journalNone')}</p>
      ) : (
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus lets keyboard users scroll the wide table at phone width.
        <section class="table-scroll" tabIndex={0} aria-label={t('m.journalHeading')}>
          <table class="table" data-testid="workshop-journal">
            <caption>{t('m.journalCaption', { count: String(newest.length) })}</caption>
            <thead>
              <tr>
                <th scope="col">{clockMoved ? t('m.journalWorldTime') : t('m.journalTime')}</th>
                <th scope="col">{t('m.journalWho')}</th>
                <th scope="col">{t('m.journalRequest')}</th>
                <th scope="col">{t('m.journalStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {newest.map((entry) => (
                <tr key={entry.id}>
                  <td>{timeOfDay(entry.world_time ?? entry.time)}</td>
                  <td>
                    {whoOf(entry) === PERSON ? t('m.journalPerson') : whoOf(entry)} ({entry.source})
                  </td>
                  <td>
                    <code>
                      {entry.method} {entry.url}
                    </code>
                  </td>
                  <td>{entry.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p>
        <a href={hrefTo('inspector')}>{t('m.journalAll')}</a>
      </p>
    </>
  );
}
