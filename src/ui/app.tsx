import { useEffect, useRef } from 'preact/hooks';
import { PageSupportNotice } from './app/PageSupportNotice.tsx';
import { StatusLine } from './app/StatusLine.tsx';
import { UpdatePrompt } from './app/UpdatePrompt.tsx';
import { ApprovalDialog } from './bridge/ApprovalDialog.tsx';
import { lang, type MessageKey, setLang, t } from './i18n/index.ts';
import { LeaveStep } from './kit/LeaveStep.tsx';
import { announcement } from './municipal/flow.ts';
import { RouteScreen } from './route-screens.tsx';
import { currentRoute, route } from './router.ts';
import { type Area, hrefTo, type PlainRouteName } from './routes.ts';

/** The navigation: each area's label and the route its link opens (routes.ts gives each route its area). */
const NAV: { area: Area; route: PlainRouteName; label: MessageKey }[] = [
  { area: 'home', route: 'home', label: 'nav.home' },
  { area: 'municipal', route: 'catalogue', label: 'nav.municipal' },
  { area: 'content', route: 'content', label: 'nav.content' },
  { area: 'greeting', route: 'greeting', label: 'nav.greeting' },
  { area: 'reference', route: 'reference', label: 'nav.reference' },
  { area: 'tools', route: 'tools', label: 'nav.tools' },
  { area: 'inspector', route: 'inspector', label: 'nav.inspector' },
  { area: 'report', route: 'report', label: 'nav.report' },
  // The Workshop for facilitators (issue #28): this world's tools, and the room's under #/raum.
  { area: 'workshop', route: 'workshop', label: 'nav.workshop' },
];

export function App() {
  // A link opened from outside (`#/import?from=...`, `#/uebung?v=1&...`) belongs to no area.
  const here = currentRoute.value;
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
          <a class="brand" href={hrefTo('home')}>
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
            {NAV.map((item) => (
              <li key={item.area}>
                <a href={hrefTo(item.route)} aria-current={item.area === here.area ? 'page' : undefined}>
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
        <RouteScreen match={here} />
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
