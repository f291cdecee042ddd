import { t } from '../i18n/index.ts';
import { TransferPanel } from '../transfer/TransferPanel.tsx';
import { AgentsPanel } from './AgentsPanel.tsx';
import { PagesPanel } from './PagesPanel.tsx';

/** The owner's content workspace: pages, the agents that may use the content API, export and import. */
export function ContentScreen() {
  return (
    <section>
      <h1 tabIndex={-1}>{t('content.title')}</h1>
      <p>{t('content.intro')}</p>
      <PagesPanel />
      <AgentsPanel />
      <TransferPanel />
    </section>
  );
}
