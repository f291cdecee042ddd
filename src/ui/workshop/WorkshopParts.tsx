import { t } from '../i18n/index.ts';
import { lazy, useTitle } from '../kit/index.ts';
import { WorldBar } from '../municipal/WorldBar.tsx';
import { ScenarioLinks } from '../transfer/ScenarioLinks.tsx';
import { TransferPanel } from '../transfer/TransferPanel.tsx';
import { WorkshopJournal } from './WorkshopJournal.tsx';
import { WorkshopNav } from './WorkshopNav.tsx';
import { WorkshopReport } from './WorkshopReport.tsx';

/** The Workshop's journal and report card of this tab's world (issue #28: a page of its own). */
export function WorkshopJournalPage() {
  useTitle(t('workshop.journal'));
  return (
    <section data-testid="workshop-journal-page">
      <h1 tabIndex={-1}>{t('workshop.journal')}</h1>
      <WorkshopNav />
      <WorldBar />
      <WorkshopJournal />
      <WorkshopReport />
    </section>
  );
}

// Each scenario file's QR code, with the QR library, once the Material part is open; it simply appears.
const ScenarioCode = lazy(() => import('./ScenarioCode.tsx').then((m) => m.ScenarioCode));

/** Material to hand out: scenario files by link, and export and import with this tab's world. */
export function WorkshopMaterialPage() {
  useTitle(t('workshop.material'));
  return (
    <>
      <section data-testid="workshop-material">
        <h1 tabIndex={-1}>{t('workshop.material')}</h1>
        <WorkshopNav />
        <ScenarioLinks Code={ScenarioCode} />
      </section>
      <TransferPanel worldByDefault />
    </>
  );
}
