/**
 * Idempotency keys for the UI's POSTs (rule 5 of the spec): a retry of the same request with the same
 * payload reuses the key of the attempt whose answer never arrived; anything else gets a new key.
 */
export class RetryKeys {
  private pending: { path: string; payload: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID().replaceAll('-', '')) {}

  /** The key for this attempt. */
  keyFor(path: string, payload: string): string {
    const { pending } = this;
    const key = pending && pending.path === path && pending.payload === payload ? pending.key : this.newKey();
    this.pending = { path, payload, key };
    return key;
  }

  /** The backend answered (success or a clear error): the next attempt is a new request. */
  answered(): void {
    this.pending = undefined;
  }
}
