/**
 * The tab's re-pair secret (docs/bridge.md, "Pairing again after a reload"): what the bridge gave
 * this tab when it paired, kept in the tab's sessionStorage so a reload pairs again without a new
 * code. sessionStorage belongs to this tab only (another tab, even of the same app, has its own) and
 * ends with it; the bridge accepts the secret only from this run and this origin, and replaces it at
 * every pairing.
 */

/** Where the secret is kept: `{ port, secret }` as JSON. */
export const RESUME_KEY = 'sandbox.bridge.resume';

export interface ResumeGrant {
  port: number;
  secret: string;
}

/** The storage the store uses: sessionStorage in the app, a Map-backed fake in tests. */
export type ResumeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createResumeStore(storage: ResumeStorage | undefined) {
  return {
    /** The grant kept for this tab, or undefined (none, or unreadable: then it is dropped). */
    read(): ResumeGrant | undefined {
      const text = safely(() => storage?.getItem(RESUME_KEY)) ?? null;
      if (text === null) return undefined;
      const grant = parse(text);
      if (!grant) safely(() => storage?.removeItem(RESUME_KEY));
      return grant;
    },
    keep(grant: ResumeGrant): void {
      safely(() => storage?.setItem(RESUME_KEY, JSON.stringify(grant)));
    },
    forget(): void {
      safely(() => storage?.removeItem(RESUME_KEY));
    },
  };
}

export type ResumeStore = ReturnType<typeof createResumeStore>;

function parse(text: string): ResumeGrant | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { port, secret } = value as Record<string, unknown>;
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65_535) return undefined;
    if (typeof secret !== 'string' || secret === '') return undefined;
    return { port, secret };
  } catch {
    return undefined;
  }
}

/** Storage can throw (disabled, full, a sandboxed frame): the bridge then simply needs a code again. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
