import { useMemo } from 'preact/hooks';
import { owner } from '../api/owner-client.ts';
import { t } from '../i18n/index.ts';
import { TransferPanel } from '../transfer/TransferPanel.tsx';
import { AgentsPanel } from './AgentsPanel.tsx';
import { createAgentsModel } from './agents-model.ts';
import { PagesPanel } from './PagesPanel.tsx';
import { createPagesModel } from './pages-model.ts';
import { pagesApi } from './workspace-api.ts';

/** The owner's content workspace: pages, the agents that may use the content API, export and import. */
export function ContentScreen() {
  const models = useMemo(() => {
    const pages = createPagesModel(pagesApi);
    const agents = createAgentsModel(owner);
    void pages.reload();
    void agents.reload();
    return { pages, agents };
  }, []);

  return (
    <section>
      <h1 tabIndex={-1}>{t('content.title')}</h1>
      <p>{t('content.intro')}</p>
      <PagesPanel model={models.pages} />
      <AgentsPanel model={models.agents} />
      {/* An import brings pages and (revoked) connections with it: both lists read again, from page 1. */}
      <TransferPanel
        onImported={() => {
          void models.pages.go(1);
          void models.agents.reload();
        }}
      />
    </section>
  );
}
