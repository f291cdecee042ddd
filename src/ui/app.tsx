import { useEffect, useRef } from 'preact/hooks';
import { PageSupportNotice } from './app/PageSupportNotice.tsx';
import { StatusLine } from './app/StatusLine.tsx';
import { UpdatePrompt } from './app/UpdatePrompt.tsx';
import { ApprovalDialog } from './bridge/ApprovalDialog.tsx';
import { LocalToolsScreen } from './bridge/LocalToolsScreen.tsx';
import { ContentScreen } from './content/ContentScreen.tsx';
import { lang, setLang, t } from './i18n/index.ts';
import { InspectorScreen } from './inspector/InspectorScreen.tsx';
import { ReportScreen } from './inspector/ReportScreen.tsx';
import { LeaveStep } from './kit/LeaveStep.tsx';
import { announcement } from './municipal/flow.ts';
import { MunicipalScreen } from './municipal/MunicipalScreen.tsx';
import { href, route } from './router.ts';
import { GreetingScreen } from './screens/GreetingScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { ImportScreen } from './transfer/ImportScreen.tsx';
import { ReferenceRoute } from './workbench/ReferenceRoute.tsx';
import { ExerciseScreen } from './workshop/ExerciseScreen.tsx';
import { RoomRoute } from './workshop/RoomRoute.tsx';

/** Top-level areas: path prefix (after `#`), label key, screen. */
const AREAS = [
  { path: '/', label: 'nav.home', Screen: HomeScreen },
  { path: '/buergerservice', label: 'nav.municipal', Screen: MunicipalScreen },
  { path: '/inhalte', label: 'nav.content', Screen: ContentScreen },
  { path: '/gruesse', label: 'nav.greeting', Screen: GreetingScreen },
  { path: '/referenz', label: 'nav.reference', Screen: ReferenceRoute },
  { path: '/werkzeuge', label: 'nav.tools', Screen: LocalToolsScreen },
  { path: '/inspektor', label: 'nav.inspector', Screen: InspectorScreen },
  { path: '/zeugnis', label: 'nav.report', Screen: ReportScreen },
  // The Workshop for facilitators (issue #28): this world's tools here, the room's under #/raum.
  { path: '/buergerservice/werkstatt', label: 'nav.workshop', Screen: MunicipalScreen },
] as const;

/** The area whose path is the longest prefix of the route (the Workshop lies under citizen services). */
function activeArea(path: string) {
  if (path.startsWith('/raum')) return AREAS.find((area) => area.label === 'nav.workshop') ?? AREAS[0];
  const matching = AREAS.filter((area) => area.path !== '/' && path.startsWith(area.path));
  return matching.sort((a, b) => b.path.length - a.path.length)[0] ?? AREAS[0];
}

export function App() {
  // `#/import?from=...` (a scenario opened by link) belongs to no area of the navigation.
  const importing = route.value.startsWith('/import');
  // `#/raum`, the room's part of the Workshop, loads on demand with its QR library.
  const room = route.value.startsWith('/raum');
  // `#/uebung?v=1&...`, a room's settings link (issue #28), belongs to no area either.
  const exercise = route.value.startsWith('/uebung');
  const area = activeArea(route.value);
  const Screen = importing ? ImportScreen : exercise ? ExerciseScreen : room ? RoomRoute : area.Screen;
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // Move focus to the new screen's heading so keyboard and screen-reader users know where they are.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A step that already put focus on one of its questions (a change link) keeps it.
    const active = document.activeElement;
    if (active && main.current?.contains(active) && active.matches('input, select, textarea')) return;
    main.current?.querySelector<HTMLElement>('h1, h2')?.focus();
  }, [route.value]);

  return (
    <>
      <button type="button" class="skip-link" onClick={() => main.current?.focus()}>
        {t('app.skip')}
      </button>
      <header class="site-header">
        <div class="header-inner">
          <a class="brand" href={href('/')}>
            {t('app.title')}
          </a>
          <button
            type="button"
            class="lang-switch"
            lang={lang.value === 'de' ? 'en' : 'de'}
            aria-label={t('lang.switchLabel')}
            onClick={() => setLang(lang.value === 'de' ? 'en' : 'de')}
          >
            {t('lang.switch')}
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul>
            {AREAS.map((item) => (
              <li key={item.path}>
                <a href={href(item.path)} aria-current={!importing && !exercise && item === area ? 'page' : undefined}>
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <PageSupportNotice />
      <UpdatePrompt />
      <ApprovalDialog />
      <main id="main" ref={main} tabIndex={-1}>
        <LeaveStep />
        <Screen />
      </main>
      <div class="visually-hidden" aria-live="polite" data-testid="announcer">
        {announcement.value}
      </div>
      <footer class="site-footer">
        <StatusLine />
      </footer>
    </>
  );
}
