export declare const SANDBOX_API_PREFIXES: readonly string[];
export declare const SANDBOX_API_EXACT: readonly string[];
export declare function isSandboxApiPath(pathname: string, base: string): boolean;
