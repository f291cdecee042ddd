import { t } from '../i18n/index.ts';
import { AgentsPanel } from './AgentsPanel.tsx';
import { PagesPanel } from './PagesPanel.tsx';

/** The owner's content workspace: pages, and the agents that may use the content API. */
export function ContentScreen() {
  return (
    <section>
      <h1 tabIndex={-1}>{t('content.title')}</h1>
      <p>{t('content.intro')}</p>
      <PagesPanel />
      <AgentsPanel />
    </section>
  );
}
