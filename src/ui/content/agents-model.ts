/**
 * The content workspace's agent connections as a model: the list with its loading and failure, the
 * form's inputs (kept when creating fails), the token just issued (shown once), and the actions.
 * A write (create, revoke) reads the list again itself; nothing else triggers a re-read.
 */
import { computed, signal } from '@preact/signals';
import type { Connection, NewConnection } from '../api/owner-client.ts';
import { createAction } from '../kit/action.ts';
import { createResource } from '../kit/resource.ts';

/** What the model asks of the owner channel (the app's `owner`, a fake in tests). */
export interface AgentsApi {
  listTokens(): Promise<Connection[]>;
  createToken(name: string, scopes: string[]): Promise<NewConnection>;
  revokeToken(id: string): Promise<unknown>;
}

export function createAgentsModel(api: AgentsApi) {
  const connections = createResource(() => api.listTokens());
  const name = signal('');
  const write = signal(true);
  const publish = signal(false);
  /** The connection just made: its token is shown once, until revoked or another is made. */
  const created = signal<NewConnection | undefined>(undefined);
  /** Create and revoke: busy, and the last one's failure (kept as the error, worded when shown). */
  const action = createAction();
  /** Create was pressed without a name: said at the name field. */
  const nameMissing = signal(false);
  /** The connection whose revocation is being asked on the page (never a native dialog). */
  const revoking = signal<{ id: string; name: string } | undefined>(undefined);

  /** Reading is always included; publishing implies writing. */
  const scopes = computed(() => [
    ...(write.value || publish.value ? ['content:write'] : []),
    ...(publish.value ? ['content:publish'] : []),
  ]);

  function revoke(id: string): Promise<boolean> {
    return action.run(async () => {
      await api.revokeToken(id);
      if (created.value?.id === id) created.value = undefined;
      await connections.refresh();
    });
  }

  return {
    connections,
    name,
    write,
    publish,
    scopes,
    created,
    failure: action.error,
    revoking,
    nameMissing,
    busy: action.busy,
    reload: () => connections.refresh(),
    /** Makes a connection with the form's name and rights; on failure every input stays. */
    create(): Promise<boolean> {
      nameMissing.value = name.value.trim() === '';
      action.clear();
      if (nameMissing.value) return Promise.resolve(false);
      return action.run(async () => {
        const made = await api.createToken(name.value, scopes.value);
        created.value = made;
        name.value = '';
        await connections.refresh();
      });
    },
    /** Revokes the connection asked about (`revoking`), after "Revoke" on the page's question. */
    confirmRevoke(): Promise<boolean> {
      const asked = revoking.value;
      revoking.value = undefined;
      return asked ? revoke(asked.id) : Promise.resolve(false);
    },
    revoke,
  };
}

export type AgentsModel = ReturnType<typeof createAgentsModel>;
