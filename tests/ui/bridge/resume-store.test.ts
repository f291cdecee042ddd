/** The tab's re-pair secret in sessionStorage (src/ui/bridge/resume-store.ts). */
import { describe, expect, it } from 'vitest';
import { createResumeStore, RESUME_KEY, type ResumeStorage } from '../../../src/ui/bridge/resume-store.ts';

function memoryStorage(): ResumeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the re-pair secret kept by the tab', () => {
  it('keeps the port and secret until forgotten', () => {
    const storage = memoryStorage();
    const store = createResumeStore(storage);
    expect(store.read()).toBeUndefined();
    store.keep({ port: 4280, secret: 's3cret' });
    expect(createResumeStore(storage).read()).toEqual({ port: 4280, secret: 's3cret' });
    store.forget();
    expect(store.read()).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('drops a kept value it cannot use', () => {
    for (const text of [
      '{',
      '[]',
      '{"port":0,"secret":"x"}',
      '{"port":4280,"secret":""}',
      '{"port":"4280","secret":"x"}',
    ]) {
      const storage = memoryStorage();
      storage.setItem(RESUME_KEY, text);
      expect(createResumeStore(storage).read(), text).toBeUndefined();
      expect(storage.items.has(RESUME_KEY), text).toBe(false);
    }
  });

  it('works without storage, and when storage throws', () => {
    expect(createResumeStore(undefined).read()).toBeUndefined();
    const throwing: ResumeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createResumeStore(throwing);
    expect(() => store.keep({ port: 1, secret: 'x' })).not.toThrow();
    expect(store.read()).toBeUndefined();
    expect(() => store.forget()).not.toThrow();
  });
});
