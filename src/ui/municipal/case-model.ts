/**
 * One case after review: the case, its receipt (a blob URL: the capability never enters a URL), and
 * cancellation with its confirmation step. A case still in review belongs to the review screen.
 */
import { computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals';
import type { Lang } from '../../engine/words.ts';
import { problemCode } from '../kit/problem.ts';
import { createResource } from '../kit/resource.ts';
import { followWorld, type WorldSource } from '../world/world-events.ts';
import type { Case } from './api.ts';
import type { ScreenModel } from './use-model.ts';

export interface CaseDeps {
  world: WorldSource;
  getCase: (id: string) => Promise<Case>;
  cancel: (id: string, version: number) => Promise<Case>;
  /** Service names and choice labels come from the catalogue, in the chosen language. */
  catalogue: () => Promise<unknown>;
  receiptUrl: (found: Case, language: Lang) => Promise<string>;
  revokeUrl: (url: string) => void;
  language: ReadonlySignal<Lang>;
  /** The case is still in review: show the review screen instead. */
  toReview: (id: string) => void;
}

export function createCaseModel(caseId: string, deps: CaseDeps) {
  const found = createResource(async () => {
    const answer = await deps.getCase(caseId);
    if (answer.state === 'review') deps.toReview(answer.id);
    return answer;
  });
  /** True once the catalogue was read (or could not be): the names are final, the heading may take focus. */
  const named = signal(false);
  /** "Do you really want to cancel?" is showing. */
  const asking = signal(false);
  const busy = signal(false);
  /** The failure of the last cancellation (the loading failure is `found.error`). */
  const actionError = signal<unknown>(undefined);
  const failure = computed(() => actionError.value ?? found.error.value);
  const receipt = signal<string | undefined>(undefined);

  // One receipt per case version and language; an answer for an older one is thrown away.
  const receiptKey = computed(() => {
    const data = found.data.value;
    return data?.receipt ? `${data.id}/${data.version}/${deps.language.value}` : undefined;
  });
  let receiptRequest = 0;
  function dropReceipt() {
    if (receipt.value) deps.revokeUrl(receipt.value);
    receipt.value = undefined;
  }
  function loadReceipt(key: string | undefined) {
    receiptRequest += 1;
    const mine = receiptRequest;
    dropReceipt();
    const data = found.data.value;
    if (!key || !data) return;
    deps
      .receiptUrl(data, deps.language.value)
      .then((url) => {
        if (mine === receiptRequest) receipt.value = url;
        else deps.revokeUrl(url);
      })
      .catch(() => undefined); // The outcome shows without a receipt link.
  }

  /** Cancels after the confirmation. A changed case (another tab) is read again and said so. */
  async function cancel(): Promise<boolean> {
    const data = found.data.value;
    if (!data || busy.value) return false;
    busy.value = true;
    actionError.value = undefined;
    try {
      found.set(await deps.cancel(data.id, data.version));
      asking.value = false;
      return true;
    } catch (error) {
      actionError.value = error;
      if (problemCode(error) === 'stale_version') await found.refresh();
      return false;
    } finally {
      busy.value = false;
    }
  }

  return {
    found,
    named,
    asking,
    busy,
    actionError,
    failure,
    receipt,
    cancel,
    reload: found.refresh,
    start() {
      void deps
        .catalogue()
        .catch(() => undefined)
        .then(() => {
          named.value = true;
        });
      const stopReceipt = effect(() => {
        const key = receiptKey.value;
        untracked(() => loadReceipt(key));
      });
      const stopWorld = followWorld(deps.world, found.refresh);
      return () => {
        stopWorld();
        stopReceipt();
        receiptRequest += 1;
        dropReceipt();
      };
    },
  } satisfies ScreenModel & Record<string, unknown>;
}
export type CaseModel = ReturnType<typeof createCaseModel>;
