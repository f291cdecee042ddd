import type { JSX } from 'preact';
import { RoomPageLink } from '../app/RoomPageLink.tsx';
import { route } from '../router.ts';
import { WorkshopJournalPage, WorkshopMaterialPage } from '../workshop/WorkshopParts.tsx';
import { WorkshopView } from '../workshop/WorkshopView.tsx';
import { CasesView } from './CasesView.tsx';
import { CaseView } from './CaseView.tsx';
import { CatalogueView } from './CatalogueView.tsx';
import { ConnectionsView } from './ConnectionsView.tsx';
import { FormView } from './FormView.tsx';
import { ReviewView } from './ReviewView.tsx';
import { WaitingNotice } from './WaitingNotice.tsx';

/**
 * The screens without a world bar (form, review, case) still show an agent's request that waits for
 * the person (issue #26: a notice on every citizen-services screen); the others have it in their bar.
 */
function withNotice(view: JSX.Element) {
  return (
    <>
      <WaitingNotice />
      {view}
    </>
  );
}

/** The citizen flow: catalogue -> form -> review -> outcome, and my cases. Routes below #/buergerservice. */
export function MunicipalScreen() {
  const [, , step, id, mode, caseId, field] = route.value.split('/');
  if (step === 'antrag' && id && mode === 'aendern' && caseId && field) {
    return withNotice(<FormView key={`${caseId}/${field}`} serviceId={id} changing={{ caseId, field }} />);
  }
  if (step === 'antrag' && id) return withNotice(<FormView key={id} serviceId={id} />);
  if (step === 'pruefen' && id) return withNotice(<ReviewView caseId={id} />);
  if (step === 'vorgang' && id) return withNotice(<CaseView caseId={id} />);
  if (step === 'vorgaenge') return <CasesView />;
  if (step === 'agenten') return <ConnectionsView />;
  // The Workshop (issue #28): this world's tools, each part a page of its own; the room's are under #/raum.
  if (step === 'werkstatt' && id === 'protokoll') return <WorkshopJournalPage />;
  if (step === 'werkstatt' && id === 'material') return <WorkshopMaterialPage />;
  if (step === 'werkstatt') return <WorkshopView />;
  return (
    <>
      <CatalogueView />
      <RoomPageLink />
    </>
  );
}
