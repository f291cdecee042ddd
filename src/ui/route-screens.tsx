/**
 * Each route's screen (routes.ts declares the routes): the shell (app.tsx) renders the current one with
 * its parameters by name. Screens the start does not need are loaded on demand with the kit's `lazy`.
 */
import type { JSX } from 'preact';
import { RoomPageLink } from './app/RoomPageLink.tsx';
import { LocalToolsScreen } from './bridge/LocalToolsScreen.tsx';
import { ContentScreen } from './content/ContentScreen.tsx';
import { t } from './i18n/index.ts';
import { lazy } from './kit/index.ts';
import { CasesView } from './municipal/CasesView.tsx';
import { CaseView } from './municipal/CaseView.tsx';
import { CatalogueView } from './municipal/CatalogueView.tsx';
import { ConnectionsView } from './municipal/ConnectionsView.tsx';
import { FormView } from './municipal/FormView.tsx';
import { ReviewView } from './municipal/ReviewView.tsx';
import { WaitingNotice } from './municipal/WaitingNotice.tsx';
import type { RouteMatch, RouteName } from './routes.ts';
import { GreetingScreen } from './screens/GreetingScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { ImportScreen } from './transfer/ImportScreen.tsx';
import { WorkshopJournalPage, WorkshopMaterialPage } from './workshop/WorkshopParts.tsx';
import { WorkshopView } from './workshop/WorkshopView.tsx';

/** `#/raum`: the room's part of the Workshop, on demand with its QR library. */
const RoomScreen = lazy(() => import('./workshop/RoomScreen.tsx').then((m) => m.RoomScreen), {
  loading: () => t('room.loading'),
  failed: () => t('room.loadFailed'),
});

/**
 * `#/uebung?v=1&...`: a room's settings link opened on a device, on demand with the link's reader (a
 * page few visits see, so the start does not carry it).
 */
const ExerciseScreen = lazy(() => import('./workshop/ExerciseScreen.tsx').then((m) => m.ExerciseScreen), {
  loading: () => t('exercise.loading'),
  failed: () => t('exercise.loadFailed'),
});

/** `#/inspektor`: the Inspector, on demand with its entry details and HAR export (issue 34: the start stays small). */
const InspectorScreen = lazy(() => import('./inspector/InspectorScreen.tsx').then((m) => m.InspectorScreen), {
  loading: () => t('kit.loading'),
  failed: () => t('inspector.loadFailed'),
});

/** `#/zeugnis`: the report card screen, on demand like the Inspector. */
const ReportScreen = lazy(() => import('./inspector/ReportScreen.tsx').then((m) => m.ReportScreen), {
  loading: () => t('kit.loading'),
  failed: () => t('inspector.loadFailed'),
});

/** `#/referenz`: the API reference, on demand with its snippet library. */
const ReferenceScreen = lazy(() => import('./workbench/ReferenceScreen.tsx').then((m) => m.ReferenceScreen), {
  loading: () => t('reference.loading'),
  failed: () => t('reference.loadFailed'),
});

/**
 * `#/studio`: the studio, on demand with its editor (CodeMirror), zip library and templates. The
 * wrapper widens the page at once (styles.css), so nothing shifts when the chunk arrives.
 */
const StudioScreen = lazy(() => import('./studio/StudioScreen.tsx').then((m) => m.StudioScreen), {
  loading: () => t('studio.loading'),
  failed: () => t('studio.loadFailed'),
});

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

type ScreenOf<N extends RouteName> = (match: Extract<RouteMatch, { name: N }>) => JSX.Element;

/** The screen of every route: a route without one does not compile. */
export const SCREENS: { [N in RouteName]: ScreenOf<N> } = {
  home: () => <HomeScreen />,
  catalogue: () => (
    <>
      <CatalogueView />
      <RoomPageLink />
    </>
  ),
  form: ({ params }) => withNotice(<FormView key={params.service} serviceId={params.service} />),
  formChange: ({ params }) =>
    withNotice(
      <FormView
        key={`${params.case}/${params.field}`}
        serviceId={params.service}
        changing={{ caseId: params.case, field: params.field }}
      />,
    ),
  review: ({ params }) => withNotice(<ReviewView caseId={params.case} />),
  case: ({ params }) => withNotice(<CaseView caseId={params.case} />),
  cases: () => <CasesView />,
  connections: () => <ConnectionsView />,
  workshop: () => <WorkshopView />,
  workshopJournal: () => <WorkshopJournalPage />,
  workshopMaterial: () => <WorkshopMaterialPage />,
  room: ({ name }) => <RoomScreen part={name} />,
  roomLinks: ({ name }) => <RoomScreen part={name} />,
  roomChecklist: ({ name }) => <RoomScreen part={name} />,
  roomCards: ({ name }) => <RoomScreen part={name} />,
  exercise: ({ query }) => <ExerciseScreen query={query} />,
  import: ({ query }) => <ImportScreen query={query} />,
  content: () => <ContentScreen />,
  greeting: () => <GreetingScreen />,
  reference: () => <ReferenceScreen />,
  referenceEntry: ({ params }) => <ReferenceScreen id={params.id} />,
  tools: () => <LocalToolsScreen />,
  inspector: ({ query }) => <InspectorScreen query={query} />,
  report: ({ query }) => <ReportScreen query={query} />,
  studio: () => (
    <div class="studio-route">
      <StudioScreen />
    </div>
  ),
  studioProject: ({ params }) => (
    <div class="studio-route">
      <StudioScreen project={params.project} />
    </div>
  ),
};

/** The current route's screen. */
export function RouteScreen({ match }: { match: RouteMatch }) {
  const screen = SCREENS[match.name] as (match: RouteMatch) => JSX.Element;
  return screen(match);
}
