/** A Cache Storage of plain maps, keyed by URL (enough for match/put/delete by URL string). */
export function fakeCaches(): CacheStorage & { stored: Map<string, Map<string, Response>> } {
  const stored = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stored.get(name) ?? new Map<string, Response>();
    stored.set(name, entries);
    return {
      match: async (key: string) => entries.get(key)?.clone(),
      put: async (key: string, response: Response) => {
        entries.set(key, response);
      },
      delete: async (key: string) => entries.delete(key),
    } as unknown as Cache;
  };
  return { stored, open } as unknown as CacheStorage & { stored: Map<string, Map<string, Response>> };
}

/** The bytes the build made for a URL, in these tests. */
export const bodyOf = (url: string) => `body of ${url}`;
