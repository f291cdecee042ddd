/** The content workspace's agent connections model, driven by a fake owner channel. */
import { describe, expect, it } from 'vitest';
import type { Connection } from '../../../src/ui/api/owner-client.ts';
import type { AgentsApi } from '../../../src/ui/content/agents-model.ts';
import { createAgentsModel } from '../../../src/ui/content/agents-model.ts';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';

function fakeOwner() {
  const made: Connection[] = [];
  const api: AgentsApi & { refuse?: ApiError } = {
    async listTokens() {
      return made.map((connection) => ({ ...connection }));
    },
    async createToken(name, scopes) {
      if (api.refuse) throw api.refuse;
      const connection = {
        id: `c${made.length + 1}`,
        name,
        scopes,
        created_at: '2026-01-01T00:00:00Z',
        last_used_at: null,
        revoked: false,
      } as Connection;
      made.push(connection);
      return { ...connection, token: `cms_${connection.id}` };
    },
    async revokeToken(id) {
      const connection = made.find((c) => c.id === id);
      if (connection) connection.revoked = true;
    },
  };
  return api;
}

describe('agents model', () => {
  it('loads the connections', async () => {
    const api = fakeOwner();
    await api.createToken('Bot', ['content:write']);
    const model = createAgentsModel(api);
    await model.reload();
    expect(model.connections.data.value?.map((c) => c.name)).toEqual(['Bot']);
  });

  it('asks for write by default, publish with write, and read only when both are off', () => {
    const model = createAgentsModel(fakeOwner());
    expect(model.scopes.value).toEqual(['content:write']);
    model.publish.value = true;
    model.write.value = false;
    expect(model.scopes.value).toEqual(['content:write', 'content:publish']);
    model.publish.value = false;
    expect(model.scopes.value).toEqual([]);
  });

  it('creates: shows the token once, clears the name and reads the list again', async () => {
    const model = createAgentsModel(fakeOwner());
    await model.reload();
    model.name.value = 'Claude';
    expect(await model.create()).toBe(true);
    expect(model.created.value?.token).toBe('cms_c1');
    expect(model.name.value).toBe('');
    expect(model.connections.data.value?.map((c) => c.name)).toEqual(['Claude']);
  });

  it('a refused creation keeps the name and the rights, and says why in the person’s words', async () => {
    const api = fakeOwner();
    api.refuse = new ApiError(0, { error: 'backend' });
    const model = createAgentsModel(api);
    model.name.value = 'Claude';
    model.publish.value = true;
    expect(await model.create()).toBe(false);
    expect(model.name.value).toBe('Claude');
    expect(model.publish.value).toBe(true);
    expect(model.created.value).toBeUndefined();
    expect(problemMessage(model.failure.value, 'content')).toContain('Offline-Backend');
    expect(model.busy.value).toBe(false);
  });

  it('revoking reads the list again and hides the token of the connection revoked', async () => {
    const model = createAgentsModel(fakeOwner());
    model.name.value = 'Claude';
    await model.create();
    await model.revoke('c1');
    expect(model.created.value).toBeUndefined();
    expect(model.connections.data.value?.[0]?.revoked).toBe(true);
  });

  it('revokes only after the question on the page, and a missing name is said at the field', async () => {
    const owner = fakeOwner();
    const model = createAgentsModel(owner);
    expect(await model.create()).toBe(false);
    expect(model.nameMissing.value).toBe(true);
    model.name.value = 'Claude';
    await model.create();
    expect(model.nameMissing.value).toBe(false);
    model.revoking.value = { id: 'c1', name: 'Claude' };
    expect(model.connections.data.value?.[0]?.revoked).toBe(false);
    expect(await model.confirmRevoke()).toBe(true);
    expect(model.revoking.value).toBeUndefined();
    expect(model.connections.data.value?.[0]?.revoked).toBe(true);
  });
});
