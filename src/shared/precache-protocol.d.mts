/** What the page sends: a check, or a repair of what is missing (which answers a check after it). */
export type PrecacheMessage = { type: 'precache-check' } | { type: 'precache-repair' };

/**
 * The worker's answer: how many entries, which are missing and which are there with other bytes than
 * the build's hash (changed: never served), as plain URLs, and which repairs failed.
 */
export interface PrecacheStatus {
  type: 'precache-status';
  total: number;
  missing: string[];
  changed: string[];
  failed: string[];
}

export declare function isPrecacheMessage(data: unknown): data is PrecacheMessage;
