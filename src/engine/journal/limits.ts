/** The journal's bounds, in one place (docs/journal.md, the guide and the Inspector say the same). */
export const JOURNAL_LIMITS = {
  /** Newest entries kept per world and per content token. */
  perScope: 500,
  /** Newest entries kept of requests without a known credential (the sandbox-wide `public` scope). */
  public: 200,
  /** Entries kept in all, whatever their scope: a browser's journal never passes a few MB. */
  total: 5000,
  /** Characters of a text body kept; the rest is cut and the entry says so. */
  bodyChars: 4096,
  /** Entries answered by one read. */
  page: 500,
  /** How long entries wait in memory before they are written together (ms). */
  batchDelayMs: 500,
  /** A batch written at once when this many wait, whatever the delay. */
  batchSize: 200,
  /** Entries held in memory at most when writing fails or lags: the oldest are dropped first. */
  buffer: 2000,
} as const;
