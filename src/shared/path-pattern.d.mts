export declare function splitPath(path: string): string[];
export declare function matchSegments(
  pattern: readonly string[],
  actual: readonly string[],
): Record<string, string> | undefined;
