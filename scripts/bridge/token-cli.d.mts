type Sink = { write(text: string): unknown };
/** Runs one token command; resolves with the process exit code (0 done, 1 refused or failed, 2 usage). */
export declare function tokenCommand(argv: string[], out?: Sink, err?: Sink): Promise<number>;
