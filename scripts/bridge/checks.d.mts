export interface BridgeProblem {
  status: number;
  error: string;
  message: string;
}
export declare function problem(status: number, error: string, message: string): BridgeProblem;
export declare function checkHost(host: string | undefined, port: number): BridgeProblem | null;
export declare function checkOrigin(
  headers: Record<string, string | string[] | undefined>,
  appOrigin: string | undefined,
): BridgeProblem | null;
export declare function forwardPath(target: string | undefined): string | null;
export declare function forwardHeaders(rawHeaders: string[]): [string, string][];
export declare function answerHeaders(pairs: [string, string][]): [string, string][];
export declare function newPairingCode(): string;
export declare function codeMatches(code: string, typed: unknown): boolean;
export declare function newResumeSecret(): string;
export declare function secretMatches(secret: string, offered: unknown): boolean;
export declare function forwardedBy(host: string): [string, string];
