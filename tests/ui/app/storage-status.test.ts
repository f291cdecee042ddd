import { describe, expect, it } from 'vitest';
import { askToKeepStorage, formatBytes, readStorageStatus } from '../../../src/ui/app/storage-status.ts';

/** A StorageManager that answers as told and counts the questions. */
function fakeStorage(options: { kept: boolean; grants?: boolean; withPersist?: boolean; usage?: number }) {
  let kept = options.kept;
  const calls = { persist: 0 };
  const storage = {
    estimate: async () => ({ usage: options.usage ?? 2048, quota: 10 ** 9 }),
    ...(options.withPersist === false
      ? {}
      : {
          persisted: async () => kept,
          persist: async () => {
            calls.persist += 1;
            kept = options.grants ?? false;
            return kept;
          },
        }),
  };
  return { storage, calls };
}

describe('storage status', () => {
  it('reads without asking: usage, and whether the data is kept', async () => {
    const { storage, calls } = fakeStorage({ kept: false, usage: 1_500_000 });
    expect(await readStorageStatus(storage)).toEqual({
      persistence: 'not-granted',
      asked: false,
      usageBytes: 1_500_000,
      quotaBytes: 10 ** 9,
    });
    expect(calls.persist).toBe(0);
  });

  it('asks once work is stored and shows the answer, granted or not', async () => {
    const refused = fakeStorage({ kept: false, grants: false });
    expect(await askToKeepStorage(refused.storage)).toMatchObject({ persistence: 'not-granted', asked: true });
    expect(refused.calls.persist).toBe(1);
    const granted = fakeStorage({ kept: false, grants: true });
    expect(await askToKeepStorage(granted.storage)).toMatchObject({ persistence: 'granted', asked: true });
  });

  it('does not ask again when the data is already kept', async () => {
    const { storage, calls } = fakeStorage({ kept: true });
    expect(await askToKeepStorage(storage)).toMatchObject({ persistence: 'granted' });
    expect(calls.persist).toBe(0);
  });

  it('says truthfully that a browser without persist() cannot be asked (WebKitGTK)', async () => {
    const { storage } = fakeStorage({ kept: false, withPersist: false, usage: 4096 });
    expect(await askToKeepStorage(storage)).toEqual({
      persistence: 'unavailable',
      asked: false,
      usageBytes: 4096,
      quotaBytes: 10 ** 9,
    });
    expect(await readStorageStatus(undefined)).toEqual({ persistence: 'unavailable', asked: false });
  });

  it('formats sizes in KB and MB, with the language’s decimal mark', () => {
    expect(formatBytes(300, 'en')).toBe('1 KB');
    expect(formatBytes(512 * 1024, 'de')).toBe('512 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatBytes(58.9 * 1024 * 1024, 'en')).toBe('59 MB');
  });
});
