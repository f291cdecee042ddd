/** The kit's credential list: make one, show its secret once, revoke after a question, follow other tabs. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { createCredentialList } from '../../../src/ui/kit/credential-list.ts';
import type { TabChanges } from '../../../src/ui/kit/tab-changes.ts';

interface Listed {
  id: string;
  name: string;
  revoked: boolean;
}

function fakeBackend() {
  const made: Listed[] = [];
  const calls: string[] = [];
  const api = {
    refuse: undefined as ApiError | undefined,
    async list() {
      calls.push('list');
      return made.map((item) => ({ ...item }));
    },
    async create(name: string) {
      calls.push(`create ${name}`);
      if (api.refuse) throw api.refuse;
      const item = { id: `k${made.length + 1}`, name, revoked: false };
      made.push(item);
      return { ...item, secret: `secret_${item.id}` };
    },
    async revoke(id: string) {
      calls.push(`revoke ${id}`);
      const item = made.find((each) => each.id === id);
      if (item) item.revoked = true;
    },
  };
  return { api, calls, made };
}

/** A channel between two tabs of one test: what one announces, the other's listeners hear. */
function fakeTabs(): [TabChanges, TabChanges, { announced: number }] {
  const heard: Set<() => void>[] = [new Set(), new Set()];
  const count = { announced: 0 };
  const tab = (mine: number): TabChanges => ({
    announce() {
      count.announced += 1;
      for (const listener of heard[1 - mine] ?? []) listener();
    },
    listen(listener) {
      heard[mine]?.add(listener);
      return () => heard[mine]?.delete(listener);
    },
  });
  return [tab(0), tab(1), count];
}

describe('credential list', () => {
  it('makes one by the name as typed, shows its secret, clears the name and reads the list again', async () => {
    const { api, calls } = fakeBackend();
    const model = createCredentialList(api);
    model.name.value = ' Bot ';
    expect(await model.create()).toBe(true);
    expect(calls).toEqual(['create  Bot ', 'list']);
    expect(model.created.value?.secret).toBe('secret_k1');
    expect(model.name.value).toBe('');
    expect(model.list.data.value?.map((item) => item.name)).toEqual([' Bot ']);
  });

  it('without a name asks for one, at the field, and calls nothing', async () => {
    const { api, calls } = fakeBackend();
    const model = createCredentialList(api);
    model.name.value = '  ';
    expect(await model.create()).toBe(false);
    expect(model.nameMissing.value).toBe(true);
    expect(calls).toEqual([]);
  });

  it('a refused make keeps the name and the failure, and shows no secret', async () => {
    const { api } = fakeBackend();
    api.refuse = new ApiError(0, { error: 'backend' });
    const model = createCredentialList(api);
    model.name.value = 'Bot';
    expect(await model.create()).toBe(false);
    expect(model.name.value).toBe('Bot');
    expect(model.created.value).toBeUndefined();
    expect(model.failure.value).toBe(api.refuse);
    expect(model.busy.value).toBe(false);
  });

  it('revokes only after the question, and then hides the secret of the one revoked', async () => {
    const { api } = fakeBackend();
    const model = createCredentialList(api);
    model.name.value = 'Bot';
    await model.create();
    expect(await model.confirmRevoke()).toBe(false);
    model.revoking.value = { id: 'k1', name: 'Bot' };
    expect(model.list.data.value?.[0]?.revoked).toBe(false);
    expect(await model.confirmRevoke()).toBe(true);
    expect(model.revoking.value).toBeUndefined();
    expect(model.created.value).toBeUndefined();
    expect(model.list.data.value?.[0]?.revoked).toBe(true);
  });

  it('tells the other tabs of a make and a revocation, and reads again when they tell it', async () => {
    const { api, calls } = fakeBackend();
    const [here, there, count] = fakeTabs();
    const mine = createCredentialList(api, here);
    const theirs = createCredentialList(api, there);
    const stop = theirs.followChanges();
    mine.name.value = 'Bot';
    await mine.create();
    await Promise.resolve();
    await theirs.list.refresh();
    expect(theirs.list.data.value?.map((item) => item.name)).toEqual(['Bot']);
    await mine.revoke('k1');
    expect(count.announced).toBe(2);
    // The other tab read the list once per announcement (plus the one read above).
    expect(calls.filter((call) => call === 'list')).toHaveLength(5);
    stop();
    mine.name.value = 'Two';
    await mine.create();
    expect(calls.filter((call) => call === 'list')).toHaveLength(6);
  });
});
