/**
 * A practice world's agent connections as a model: the list (read per world), the name being typed
 * (kept when Connect fails), the key just issued (shown once), and Connect and Revoke, which read the
 * list again themselves.
 */
import { signal } from '@preact/signals';
import { createAction } from '../kit/action.ts';
import { createResource } from '../kit/resource.ts';
import type { AgentConnection, NewAgentConnection } from './api.ts';

/** What the model asks of the municipal API (the app's client, a fake in tests). */
export interface ConnectionsApi {
  connections(): Promise<AgentConnection[]>;
  connect(name: string): Promise<NewAgentConnection>;
  revokeConnection(id: string): Promise<unknown>;
  /** Opens a practice world first when the tab has none. */
  ensureSession(): Promise<unknown>;
}

export function createConnectionsModel(api: ConnectionsApi) {
  const list = createResource(() => api.connections());
  const name = signal('');
  const created = signal<NewAgentConnection | undefined>(undefined);
  /** Connect and revoke: busy, and the last one's failure. */
  const action = createAction();
  /** The connection whose revocation is being asked on the page (never a native dialog). */
  const revoking = signal<{ id: string; name: string } | undefined>(undefined);
  /** Connect was pressed without a name. */
  const nameMissing = signal(false);
  function revoke(id: string): Promise<boolean> {
    return action.run(async () => {
      await api.revokeConnection(id);
      if (created.value?.id === id) created.value = undefined;
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
    /** Connects an agent by the typed name; on failure the name stays. */
    connect(): Promise<boolean> {
      const wanted = name.value.trim();
      nameMissing.value = wanted === '';
      action.clear();
      if (wanted === '') return Promise.resolve(false);
      return action.run(async () => {
        await api.ensureSession();
        created.value = await api.connect(wanted);
        name.value = '';
        await list.refresh();
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

export type ConnectionsModel = ReturnType<typeof createConnectionsModel>;
