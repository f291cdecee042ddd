import type { OwnerReply } from '../../src/engine/owner.ts';

export declare const TAB_PATH: string;
export declare const DEFAULT_PORT: number;
export declare const VIA_HEADER: string;
export declare const BRIDGE_COMMAND: string;
export declare const BRIDGE_FILE: string;
export declare const BRIDGE_RUN: string;
export declare const TOKEN_COMMANDS_IN_PROJECT: string;
export declare const BRIDGE_URL: string;
export declare const LOCAL_TOOLS_ROUTE: string;
export declare const TOKEN_COMMANDS: readonly string[];
export declare const BRIDGE_MARK: 'bridge';
export declare const BACKGROUND_MARK: 'background';
export declare const REFERENCE_MARK: 'reference';

/** Owner operations the bridge may ask for (a subset of src/engine/owner.ts). */
export type BridgeOwnerOp = 'createToken' | 'listTokens' | 'revokeToken';

/** Every header the bridge and the tab exchange. */
export type FrameHeader =
  /** `batches`: this tab reads batches (encodeBatch); a tab of an older build leaves it out. */
  | { type: 'pair'; code: string; batches?: boolean }
  /** A reloaded tab pairs again with the secret its `paired` frame gave it. */
  | { type: 'resume'; secret: string; batches?: boolean }
  /**
   * `resume`: the secret for the next `resume` (the tab keeps it in sessionStorage). `batches`: this
   * bridge reads batches too; an older bridge leaves it out, and the tab then sends single frames.
   */
  | { type: 'paired'; appOrigin: string; resume: string; batches?: boolean }
  | { type: 'refused'; reason: 'wrong_code' | 'already_paired' | 'resume_refused'; message: string }
  | { type: 'request'; id: number; method: string; path: string; headers: [string, string][] }
  | { type: 'response'; id: number; status: number; headers: [string, string][] }
  | { type: 'failed'; id: number; message: string }
  | { type: 'owner'; id: number; op: BridgeOwnerOp; args: Record<string, unknown> }
  | { type: 'owner-reply'; id: number; reply: OwnerReply }
  | { type: 'cancel'; id: number };

export declare function encodeFrame(header: FrameHeader, body?: Uint8Array | ArrayBuffer): Uint8Array<ArrayBuffer>;
export declare function decodeFrame(data: Uint8Array | ArrayBuffer): { header: FrameHeader; body: Uint8Array };
export declare function encodeBatch(frames: Uint8Array[]): Uint8Array<ArrayBuffer>;
export declare function decodeMessage(data: Uint8Array | ArrayBuffer): { header: FrameHeader; body: Uint8Array }[];
export declare function createOutbox(
  send: (message: Uint8Array) => void,
  schedule: (flush: () => void) => void,
): { post(frame: Uint8Array): void };
