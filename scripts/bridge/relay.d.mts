import type { OwnerReply } from '../../src/engine/owner.ts';

export interface BridgeOptions {
  port?: number;
  appOrigin?: string;
  requestTimeoutMs?: number;
  approvalTimeoutMs?: number;
  maxBodyBytes?: number;
  logRequests?: boolean;
  log?: (line: string) => void;
  /** How long a reloaded tab's old socket may stay open while the new page pairs again (ms). */
  reloadGraceMs?: number;
}
export interface Bridge {
  askOwner(op: string, args?: Record<string, unknown>): Promise<OwnerReply>;
  readonly code: string | undefined;
  readonly paired: boolean;
  readonly port: number;
  readonly url: string;
  listen(): Promise<string>;
  close(): Promise<void>;
}
export declare function createBridge(options?: BridgeOptions): Bridge;
