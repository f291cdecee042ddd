export declare const REDACTED: '[redacted]';
export declare function redactText(text: string): string;
export declare function redactHeaders(headers: Iterable<[string, string]>): [string, string][];
