import { RoomPageLink } from '../room/RoomRoute.tsx';
import { route } from '../router.ts';
import { ScenarioLinks } from '../transfer/ScenarioLinks.tsx';
import { TransferPanel } from '../transfer/TransferPanel.tsx';
import { CasesView } from './CasesView.tsx';
import { CaseView } from './CaseView.tsx';
import { CatalogueView } from './CatalogueView.tsx';
import { ConnectionsView } from './ConnectionsView.tsx';
import { FormView } from './FormView.tsx';
import { ReviewView } from './ReviewView.tsx';
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
  if (step === 'werkstatt') {
    // Material to hand out (issue #13) follows the facilitator's page, with its own status regions.
    return (
      <>
        <WorkshopView />
        <ScenarioLinks />
        <TransferPanel worldByDefault />
        <RoomPageLink />
      </>
    );
  }
  return (
    <>
      <CatalogueView />
      <RoomPageLink />
    </>
  );
}
