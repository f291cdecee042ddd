/** A practice world's agent connections model, driven by a fake municipal API. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import type { AgentConnection } from '../../../src/ui/municipal/api.ts';
import { type ConnectionsApi, createConnectionsModel } from '../../../src/ui/municipal/connections-model.ts';
import { deferred } from '../support/deferred.ts';

function fakeMunicipal() {
  const made: AgentConnection[] = [];
  const calls: string[] = [];
  const api: ConnectionsApi & { refuse?: ApiError } = {
    async connections() {
      calls.push('connections');
      return made.map((connection) => ({ ...connection }));
    },
    async connect(name) {
      calls.push(`connect ${name}`);
      if (api.refuse) throw api.refuse;
      const connection = { id: `a${made.length + 1}`, name, last_used_at: null, revoked: false } as AgentConnection;
      made.push(connection);
      return { ...connection, token: `agt_${connection.id}` } as never;
    },
    async revokeConnection(id) {
      calls.push(`revoke ${id}`);
      const connection = made.find((c) => c.id === id);
      if (connection) connection.revoked = true;
    },
    async ensureSession() {
      calls.push('session');
    },
  };
  return { api, calls };
}

describe('connections model', () => {
  it('connects by the trimmed name after making sure of a world, shows the key once and reads the list again', async () => {
    const { api, calls } = fakeMunicipal();
    const model = createConnectionsModel(api);
    model.name.value = '  Claude ';
    expect(await model.connect()).toBe(true);
    expect(calls).toEqual(['session', 'connect Claude', 'connections']);
    expect(model.created.value?.token).toBe('agt_a1');
    expect(model.name.value).toBe('');
    expect(model.list.data.value?.map((c) => c.name)).toEqual(['Claude']);
  });

  it('without a name asks for one and calls nothing', async () => {
    const { api, calls } = fakeMunicipal();
    const model = createConnectionsModel(api);
    model.name.value = '   ';
    expect(await model.connect()).toBe(false);
    expect(model.nameMissing.value).toBe(true);
    expect(calls).toEqual([]);
    model.name.value = 'Bot';
    await model.connect();
    expect(model.nameMissing.value).toBe(false);
  });

  it('a failed Connect keeps the name and words the failure for the citizen flow', async () => {
    const { api } = fakeMunicipal();
    api.refuse = new ApiError(401, { error: 'unauthorized' });
    const model = createConnectionsModel(api);
    model.name.value = 'Claude';
    expect(await model.connect()).toBe(false);
    expect(model.name.value).toBe('Claude');
    expect(model.created.value).toBeUndefined();
    expect(problemMessage(model.failure.value, 'm')).toContain('Übungswelt ist abgelaufen');
  });

  it('revoking reads the list again and drops the key shown for that connection', async () => {
    const { api } = fakeMunicipal();
    const model = createConnectionsModel(api);
    model.name.value = 'Claude';
    await model.connect();
    await model.revoke('a1');
    expect(model.created.value).toBeUndefined();
    expect(model.list.data.value?.[0]?.revoked).toBe(true);
  });

  it('a list read for an earlier world never overwrites the later one', async () => {
    const early = deferred<AgentConnection[]>();
    const answers = [early.promise, Promise.resolve([{ id: 'new', name: 'Now' } as AgentConnection])];
    const { api } = fakeMunicipal();
    const model = createConnectionsModel({ ...api, connections: () => answers.shift() as Promise<AgentConnection[]> });
    const first = model.reload();
    await model.reload();
    early.resolve([{ id: 'old', name: 'Before' } as AgentConnection]);
    await first;
    expect(model.list.data.value?.map((c) => c.name)).toEqual(['Now']);
  });
});
