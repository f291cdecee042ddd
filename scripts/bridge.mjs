// `npm run bridge`: the local bridge (docs/bridge.md). Without arguments it starts the relay on
// 127.0.0.1 and prints its URL and a pairing code (its options: bridge/cli.mjs, `--help`);
// `npm run bridge -- token ...` is the token command line, which talks to a running bridge.
import { DEFAULT_PORT } from '../src/shared/bridge-protocol.mjs';
import { bridgeArgs } from './bridge/cli.mjs';
import { serveControl } from './bridge/control.mjs';
import { createBridge } from './bridge/relay.mjs';
import { tokenCommand } from './bridge/token-cli.mjs';

const argv = process.argv.slice(2);
const args = argv[0] === 'token' ? undefined : bridgeArgs(argv);
if (args === undefined) {
  process.exitCode = await tokenCommand(argv.slice(1));
} else if ('exitCode' in args) {
  process.exitCode = args.exitCode;
} else {
  const { values } = args;
  const seconds = (/** @type {string | undefined} */ value) => (value === undefined ? undefined : Number(value) * 1000);
  const bridge = createBridge({
    port: Number(values.port ?? process.env.BRIDGE_PORT ?? DEFAULT_PORT),
    appOrigin: values['app-origin'],
    logRequests: !values.quiet,
    requestTimeoutMs: seconds(values['request-timeout']),
    approvalTimeoutMs: seconds(values['approval-timeout']),
  });
  try {
    await bridge.listen();
  } catch (error) {
    const code = error instanceof Error ? /** @type {NodeJS.ErrnoException} */ (error).code : undefined;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${values.port ?? DEFAULT_PORT} is taken (is a bridge already running?). Pick another with --port.`
        : `The bridge could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  const closeControl = await serveControl(bridge.port, bridge.askOwner);
  console.log(`Offline sandbox bridge: ${bridge.url}`);
  console.log(`Pairing code: ${bridge.code}`);
  console.log('Open the app, go to "Local tools" and enter the code. Ctrl+C stops the bridge.');
  const stop = async () => {
    await Promise.all([bridge.close(), closeControl()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
