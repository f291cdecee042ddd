// `npm run bridge -- token create|list|revoke`: the spec's trusted command line tool for content
// tokens. It asks the running bridge (control.mjs), which asks the paired app; the owner approves
// there. The new token is printed once, alone on stdout, so `TOKEN=$(npm run -s bridge -- token create ...)` works;
// everything else goes to stderr.
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, TOKEN_COMMANDS, TOKEN_COMMANDS_IN_PROJECT } from '../../src/shared/bridge-protocol.mjs';
import { argsMistake } from './cli.mjs';
import { callControl } from './control.mjs';

const USAGE = `Usage:
${TOKEN_COMMANDS.map((line) => `  ${line}`).join('\n')}
Options: --port PORT (the bridge's port, default ${DEFAULT_PORT})
In a copy of the project: ${TOKEN_COMMANDS_IN_PROJECT}`;

/** @typedef {import('../../src/engine/owner.ts').OwnerResults} OwnerResults */

/**
 * Runs one token command; resolves with the process exit code (0 done, 1 refused or failed, 2 usage).
 * @param {string[]} argv
 * @param {{ write(text: string): unknown }} [out]
 * @param {{ write(text: string): unknown }} [err]
 * @returns {Promise<number>}
 */
export async function tokenCommand(argv, out = process.stdout, err = process.stderr) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        scope: { type: 'string', multiple: true },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    err.write(`${argsMistake(error)}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.write(`${USAGE}\n`);
    return 0;
  }
  const [command, id] = positionals;
  const port = Number(values.port ?? process.env.BRIDGE_PORT ?? DEFAULT_PORT);
  const scopes = (values.scope ?? []).flatMap((scope) => scope.split(',')).filter(Boolean);

  let request;
  if (command === 'create' && values.name) request = { op: 'createToken', args: { name: values.name, scopes } };
  else if (command === 'list') request = { op: 'listTokens', args: {} };
  else if (command === 'revoke' && id) request = { op: 'revokeToken', args: { id } };
  else {
    err.write(`${USAGE}\n`);
    return 2;
  }

  if (request.op !== 'listTokens') err.write('Waiting for the owner to approve in the app …\n');
  let reply;
  try {
    reply = await callControl(port, request.op, request.args);
  } catch (error) {
    const code = error instanceof Error ? /** @type {NodeJS.ErrnoException} */ (error).code : undefined;
    const missing = code === 'ENOENT' || code === 'ECONNREFUSED';
    err.write(
      missing
        ? `No bridge is running on port ${port}. Start it with "npm run bridge" and pair the app first.\n`
        : `Could not reach the bridge: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  if (!reply.ok) {
    err.write(`${reply.error.code === 'refused' ? 'Refused' : 'Failed'}: ${reply.error.message}\n`);
    return 1;
  }
  if (request.op === 'createToken') {
    // The reply to an operation carries that operation's result (src/engine/owner.ts, OwnerReply).
    const token = /** @type {OwnerResults['createToken']} */ (reply.result);
    err.write(`Token "${token.name}" (${token.scopes.join(', ')}), id ${token.id}. It is shown only this once:\n`);
    out.write(`${token.token}\n`);
  } else if (request.op === 'listTokens') {
    const tokens = /** @type {OwnerResults['listTokens']} */ (reply.result);
    if (tokens.length === 0) out.write('No tokens.\n');
    for (const t of tokens) {
      const state = t.revoked ? 'revoked' : `last used ${t.last_used_at ?? 'never'}`;
      out.write(`${t.id}\t${t.name}\t${t.scopes.join(',')}\tcreated ${t.created_at}\t${state}\n`);
    }
  } else {
    err.write(`Token ${id} revoked.\n`);
  }
  return 0;
}
