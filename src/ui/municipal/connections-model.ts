/**
 * A practice world's agent connections as a model: the kit's credential list (list read per world,
 * name kept when Connect fails, key shown once, revocation after a question, other tabs' changes),
 * connecting by the trimmed name once the tab has a world.
 */
import { createCredentialList } from '../kit/credential-list.ts';
import type { TabChanges } from '../kit/tab-changes.ts';
import type { AgentConnection, NewAgentConnection } from './api.ts';

/** What the model asks of the municipal API (the app's client, a fake in tests). */
export interface ConnectionsApi {
  connections(): Promise<AgentConnection[]>;
  connect(name: string): Promise<NewAgentConnection>;
  revokeConnection(id: string): Promise<unknown>;
  /** Opens a practice world first when the tab has none. */
  ensureSession(): Promise<unknown>;
}

export function createConnectionsModel(api: ConnectionsApi, changes?: TabChanges) {
  const credentials = createCredentialList<AgentConnection, NewAgentConnection>(
    {
      list: () => api.connections(),
      async create(name) {
        await api.ensureSession();
        return api.connect(name.trim());
      },
      revoke: (id) => api.revokeConnection(id),
    },
    changes,
  );
  /** Connects an agent by the typed name; on failure the name stays. */
  return { ...credentials, connect: credentials.create };
}

export type ConnectionsModel = ReturnType<typeof createConnectionsModel>;
