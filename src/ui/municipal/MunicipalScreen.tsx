import { RoomPageLink } from '../room/RoomRoute.tsx';
import { route } from '../router.ts';
import { CasesView } from './CasesView.tsx';
import { CaseView } from './CaseView.tsx';
import { CatalogueView } from './CatalogueView.tsx';
import { ConnectionsView } from './ConnectionsView.tsx';
import { FormView } from './FormView.tsx';
import { ReviewView } from './ReviewView.tsx';
import { WorkshopJournalPage, WorkshopMaterialPage } from './WorkshopParts.tsx';
import { WorkshopView } from './WorkshopView.tsx';

/** The citizen flow: catalogue -> form -> review -> outcome, and my cases. Routes below #/buergerservice. */
export function MunicipalScreen() {
  const [, , step, id, mode, caseId, field] = route.value.split('/');
  if (step === 'antrag' && id && mode === 'aendern' && caseId && field) {
    return <FormView key={`${caseId}/${field}`} serviceId={id} changing={{ caseId, field }} />;
  }
  if (step === 'antrag' && id) return <FormView key={id} serviceId={id} />;
  if (step === 'pruefen' && id) return <ReviewView caseId={id} />;
  if (step === 'vorgang' && id) return <CaseView caseId={id} />;
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
