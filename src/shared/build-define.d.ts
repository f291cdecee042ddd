// The build id vite.config.ts writes into the code (`define`); outside a build (tests, Node) there is
// no such name, so build.mjs reads it with `typeof` first.
declare const __SANDBOX_BUILD__: string | undefined;
