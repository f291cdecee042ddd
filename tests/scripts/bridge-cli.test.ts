/**
 * The bridge's command line (issue 33): `--help` and `-h` print the usage and exit 0; an unknown
 * option or a stray argument gets one line and the usage on stderr, exit 2, and never a Node stack.
 * Run as a person runs it, as a process (the one-file sandbox-bridge.mjs is the same program:
 * tests/e2e/bridge-hosted.spec.ts runs its --help).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, TOKEN_COMMANDS } from '../../src/shared/bridge-protocol.mjs';

const bridge = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/bridge.mjs', ...args], { encoding: 'utf8', timeout: 20_000 });
  return { exit: run.status, stdout: run.stdout, stderr: run.stderr };
};

/** What a Node stack or an uncaught parseArgs error looks like in a terminal. */
const STACK = /^\s+at |ERR_PARSE_ARGS|node:internal|TypeError/m;

describe('the bridge’s command line', () => {
  it.each(['--help', '-h'])('%s prints the usage, every option and the token commands, and exits 0', (flag) => {
    const { exit, stdout, stderr } = bridge(flag);
    expect(exit).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: node sandbox-bridge\.mjs \[options\]\n/);
    expect(stdout).toContain('npm run bridge -- [options]');
    for (const option of [
      '--port N',
      '--app-origin ORIGIN',
      '--quiet',
      '--request-timeout S',
      '--approval-timeout S',
    ]) {
      expect(stdout).toContain(option);
    }
    expect(stdout).toContain(`default ${DEFAULT_PORT}`);
    for (const line of TOKEN_COMMANDS) expect(stdout).toContain(line);
  });

  it.each([
    [['--bogus'], 'Unknown option: --bogus'],
    [['-x'], 'Unknown option: -x'],
    [['start'], 'Unexpected argument: start'],
    [['--port'], "Option '--port <value>' argument missing"],
  ])('%j: one line, then the usage, on stderr; exit 2, no stack', (args, line) => {
    const { exit, stdout, stderr } = bridge(...args);
    expect(exit).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(line);
    expect(stderr).toContain('Usage: node sandbox-bridge.mjs [options]');
    expect(stderr).not.toMatch(STACK);
  });

  it('token --help and -h print the token commands and exit 0; an unknown token option is one line, exit 2', () => {
    for (const flag of ['--help', '-h']) {
      const help = bridge('token', flag);
      expect(help.exit, flag).toBe(0);
      for (const line of TOKEN_COMMANDS) expect(help.stdout, flag).toContain(line);
    }
    const wrong = bridge('token', 'list', '--nope');
    expect(wrong.exit).toBe(2);
    expect(wrong.stderr.split('\n')[0]).toBe('Unknown option: --nope');
    expect(wrong.stderr).not.toMatch(STACK);
  });
});
