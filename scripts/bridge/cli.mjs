// The bridge's command line (scripts/bridge.mjs, and so the one-file sandbox-bridge.mjs): its options
// and its usage. `--help`/`-h` print the usage (exit 0); a mistyped option gets one line and the usage
// on stderr (exit 2), never a Node stack (issue 33).
import { parseArgs } from 'node:util';
import {
  BRIDGE_COMMAND,
  BRIDGE_RUN,
  DEFAULT_PORT,
  TOKEN_COMMANDS,
  TOKEN_COMMANDS_IN_PROJECT,
} from '../../src/shared/bridge-protocol.mjs';

/** @typedef {{ write(text: string): unknown }} Sink */
/**
 * The options of a bridge run, as typed.
 * @typedef {{ port?: string, 'app-origin'?: string, quiet?: boolean, 'request-timeout'?: string, 'approval-timeout'?: string }} BridgeArgs
 */

const BRIDGE_USAGE = `Usage: ${BRIDGE_RUN} [options]
       ${BRIDGE_COMMAND} -- [options]   (in a copy of the project)
Starts the local bridge on 127.0.0.1 and prints its URL and a pairing code:
enter the code in the app's "Local tools". Ctrl+C stops it.

Options:
  --port N                the port to listen on (default ${DEFAULT_PORT}, or BRIDGE_PORT; 0 takes a free port)
  --app-origin ORIGIN     only a tab of that origin may pair
  --quiet                 no line per forwarded request
  --request-timeout S     seconds the app has to answer a request (default 30)
  --approval-timeout S    seconds the owner has to approve a token command (default 120)
  -h, --help              this text

Content tokens, each approved by the owner in the app (--port PORT names the bridge):
${TOKEN_COMMANDS.map((line) => `  ${line}`).join('\n')}
  In a copy of the project: ${TOKEN_COMMANDS_IN_PROJECT}
`;

/**
 * Reads a bridge run's arguments: its options, or the exit code once the usage (or a mistake and
 * the usage) is written.
 * @param {string[]} argv
 * @param {Sink} [out]
 * @param {Sink} [err]
 * @returns {{ values: BridgeArgs } | { exitCode: 0 | 2 }}
 */
export function bridgeArgs(argv, out = process.stdout, err = process.stderr) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        'app-origin': { type: 'string' },
        quiet: { type: 'boolean' },
        'request-timeout': { type: 'string' },
        'approval-timeout': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    err.write(`${argsMistake(error)}\n\n${BRIDGE_USAGE}`);
    return { exitCode: 2 };
  }
  if (values.help) {
    out.write(BRIDGE_USAGE);
    return { exitCode: 0 };
  }
  const { help: _help, ...options } = values;
  return { values: options };
}

/**
 * One line for what parseArgs refused: the option or argument it did not know, else its own message.
 * @param {unknown} error
 * @returns {string}
 */
export function argsMistake(error) {
  const code = error instanceof Error ? /** @type {NodeJS.ErrnoException} */ (error).code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const named = /'([^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && named) return `Unknown option: ${named}`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' && named) return `Unexpected argument: ${named}`;
  return message.split('\n')[0] ?? message;
}
