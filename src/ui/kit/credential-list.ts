/**
 * "Make a credential, show it once, revoke with confirmation" as one model (issue 34): the list with
 * its loading and failure, the name being typed (kept when making fails), the credential just made
 * (its secret shown once, until revoked or another is made), the question before a revocation, and
 * the actions, which read the list again themselves. The content workspace's agents and a practice
 * world's connections are this model with their own API; other tabs' changes arrive through
 * `changes` (a BroadcastChannel in the app), so open tabs show each other's credentials (issue 33).
 */
import { signal } from '@preact/signals';
import { createAction } from './action.ts';
import { createResource } from './resource.ts';
import type { TabChanges } from './tab-changes.ts';

/** What the model asks of its backend: the list, making one by name, revoking one. */
export interface CredentialApi<Listed, Made> {
  list(): Promise<Listed[]>;
  /** Makes a credential named as typed (the caller trims or checks further). */
  create(name: string): Promise<Made>;
  revoke(id: string): Promise<unknown>;
}

export function createCredentialList<Listed, Made extends { id: string }>(
  api: CredentialApi<Listed, Made>,
  changes?: TabChanges,
) {
  const list = createResource(() => api.list());
  const name = signal('');
  /** The credential just made: its secret is shown once, until revoked or another is made. */
  const created = signal<Made | undefined>(undefined);
  /** Create and revoke: busy, and the last one's failure (kept as the error, worded when shown). */
  const action = createAction();
  /** Create was pressed without a name: said at the name field. */
  const nameMissing = signal(false);
  /** The credential whose revocation is being asked on the page (never a native dialog). */
  const revoking = signal<{ id: string; name: string } | undefined>(undefined);

  function revoke(id: string): Promise<boolean> {
    return action.run(async () => {
      await api.revoke(id);
      if (created.value?.id === id) created.value = undefined;
      changes?.announce();
      await list.refresh();
    });
  }

  return {
    list,
    name,
    created,
    failure: action.error,
    revoking,
    nameMissing,
    busy: action.busy,
    reload: () => list.refresh(),
    /** Makes a credential with the typed name; on failure every input stays. */
    create(): Promise<boolean> {
      nameMissing.value = name.value.trim() === '';
      action.clear();
      if (nameMissing.value) return Promise.resolve(false);
      return action.run(async () => {
        created.value = await api.create(name.value);
        name.value = '';
        changes?.announce();
        await list.refresh();
      });
    },
    /** Revokes the credential asked about (`revoking`), after "Revoke" on the page's question. */
    confirmRevoke(): Promise<boolean> {
      const asked = revoking.value;
      revoking.value = undefined;
      return asked ? revoke(asked.id) : Promise.resolve(false);
    },
    revoke,
    /** Reads the list again whenever `changes` says so (another tab made or revoked one); answers the stop function. */
    followChanges(): () => void {
      return changes?.listen(() => void list.refresh()) ?? (() => undefined);
    },
  };
}

export type CredentialList<Listed, Made extends { id: string }> = ReturnType<typeof createCredentialList<Listed, Made>>;
