/**
 * The content workspace's agent connections as a model: the kit's credential list (list, name kept
 * when creating fails, token shown once, revocation after a question, other tabs' changes) with the
 * rights the connection gets. A write (create, revoke) reads the list again itself.
 */
import { computed, signal } from '@preact/signals';
import type { Connection, NewConnection } from '../api/owner-client.ts';
import { createCredentialList } from '../kit/credential-list.ts';
import type { TabChanges } from '../kit/tab-changes.ts';

/** What the model asks of the owner channel (the app's `owner`, a fake in tests). */
export interface AgentsApi {
  listTokens(): Promise<Connection[]>;
  createToken(name: string, scopes: string[]): Promise<NewConnection>;
  revokeToken(id: string): Promise<unknown>;
}

export function createAgentsModel(api: AgentsApi, changes?: TabChanges) {
  const write = signal(true);
  const publish = signal(false);
  /** Reading is always included; publishing implies writing. */
  const scopes = computed(() => [
    ...(write.value || publish.value ? ['content:write'] : []),
    ...(publish.value ? ['content:publish'] : []),
  ]);
  const credentials = createCredentialList<Connection, NewConnection>(
    {
      list: () => api.listTokens(),
      create: (name) => api.createToken(name, scopes.value),
      revoke: (id) => api.revokeToken(id),
    },
    changes,
  );
  return { ...credentials, connections: credentials.list, write, publish, scopes };
}

export type AgentsModel = ReturnType<typeof createAgentsModel>;
