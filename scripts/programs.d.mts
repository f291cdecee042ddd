type HeaderBag = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

export declare const ENGINE_PREFIXES: readonly string[];
export declare const ENGINE_EXACT: readonly string[];
export declare const BRIDGE_URL: string;
export declare const BRIDGE_COMMAND: string;
export declare const LOCAL_TOOLS_ROUTE: string;
export declare function isEnginePath(path: string): boolean;
export declare function isNavigation(headers: HeaderBag): boolean;
export declare function isWorkerFetch(headers: HeaderBag): boolean;
export declare function isProgramRequest(path: string, headers: HeaderBag): boolean;
export interface ProgramProblem {
  status: 421;
  error: 'sandbox_runs_in_the_browser';
  message: string;
  bridge: { command: string; url: string; pair_in_app: string; try: string };
  app: string;
}
export declare function programProblem(appUrl: string, pathAndQuery: string): ProgramProblem;
