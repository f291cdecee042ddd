import { useEffect, useMemo } from 'preact/hooks';
import { contentChanges } from '../api/content-changes.ts';
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
    const agents = createAgentsModel(owner, contentChanges);
    void pages.reload();
    void agents.reload();
    return { pages, agents };
  }, []);
  // Another tab's page or connection shows here without a reload (issue 33).
  useEffect(() => {
    const stopPages = contentChanges.listen(() => void models.pages.reload());
    const stopAgents = models.agents.followChanges();
    return () => {
      stopPages();
      stopAgents();
    };
  }, [models]);

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
