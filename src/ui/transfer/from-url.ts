/**
 * `#/import?from=<url>`: which file a link may open. Only a file of the app's own origin over http(s),
 * resolved against the app's base (so `scenarios/x.sandbox` works under any sub-path); anything else is
 * refused before a single request is made: a link must not make the app fetch from elsewhere.
 */

export type ImportSource = { ok: true; url: URL } | { ok: false; reason: 'missing' | 'invalid' | 'foreign' };

/** The `from` of the route's query, such as `from=scenarios%2Fcontent-workshop.sandbox`. */
export function fromParameter(query: string): string | undefined {
  return new URLSearchParams(query).get('from') ?? undefined;
}

/** The URL to fetch, or why not: `appBase` is the app's own address, e.g. `https://host/sandbox/`. */
export function importSource(from: string | undefined, appBase: string): ImportSource {
  if (!from) return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    url = new URL(from, appBase);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'foreign' };
  if (url.origin !== new URL(appBase).origin) return { ok: false, reason: 'foreign' };
  // A user name or password in the link is never sent anywhere.
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  return { ok: true, url };
}
