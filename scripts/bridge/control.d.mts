import type { OwnerReply } from '../../src/engine/owner.ts';

export declare function stateDir(): string;
export declare function controlPath(port: number): string;
export declare function serveControl(
  port: number,
  askOwner: (op: string, args?: Record<string, unknown>) => Promise<OwnerReply>,
): Promise<() => Promise<void>>;
export declare function callControl(port: number, op: string, args: unknown): Promise<OwnerReply>;
