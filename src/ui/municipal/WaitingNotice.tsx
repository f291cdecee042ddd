import { t } from '../i18n/index.ts';
import { currentRoute } from '../router.ts';
import { hrefTo } from '../routes.ts';
import { world } from '../world/session.ts';
import { municipal } from './api.ts';
import { catalogue, loadCatalogue, text } from './flow.ts';
import { useModel } from './use-model.ts';
import { createWaitingModel } from './waiting-model.ts';

/** How often the world bar looks for an agent's new request (a background read, not journaled). */
const POLL_MS = 5000;

/** Whether the page is this case's review already (its link would lead nowhere). */
function onReviewOf(caseId: string): boolean {
  const here = currentRoute.value;
  return here.name === 'review' && here.params.case === caseId;
}

/**
 * In the world bar of every citizen-services screen: each agent request that waits for the person,
 * linking to its review (issue #26: the only sign was the last card in My cases).
 */
export function WaitingNotice() {
  const model = useModel(() =>
    createWaitingModel({
      world,
      cases: async () => {
        const [cases] = await Promise.all([municipal.casesInBackground(), loadCatalogue().catch(() => [])]);
        return cases;
      },
      pollMs: POLL_MS,
      visible: () => document.visibilityState === 'visible',
    }),
  );
  const waiting = model.waiting.value;
  if (waiting.length === 0) return null;
  return (
    <ul class="notice waiting-requests" data-testid="waiting-requests">
      {waiting.map((item) => {
        const service = catalogue.value?.find((entry) => entry.id === item.service);
        return (
          <li key={item.id}>
            {t('m.waitingNotice', {
              name: item.awaiting_confirmation?.by ?? '',
              service: service ? text(service.name) : (item.details.service_name ?? item.service),
            })}{' '}
            {!onReviewOf(item.id) && <a href={hrefTo('review', { case: item.id })}>{t('m.waitingLink')}</a>}
          </li>
        );
      })}
    </ul>
  );
}
