/** Starts `scripts/bridge.mjs` for a browser test and runs its token command line. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface RunningBridge {
  url: string;
  port: number;
  /** The code the bridge printed last (it prints a new one whenever no tab is paired). */
  code(): string;
  /** Resolves once the bridge prints a code other than `previous`. */
  nextCode(previous: string): Promise<string>;
  token(...args: string[]): Promise<{ exit: number | null; stdout: string; stderr: string }>;
  stop(): Promise<void>;
}

/** Starts a bridge on a free port, with its control socket in a fresh folder. */
export function startBridge(...extra: string[]): Promise<RunningBridge> {
  return startBridgeScript({ script: 'scripts/bridge.mjs' }, ...extra);
}

/**
 * Starts the bridge `script` (the project's, or the one-file `sandbox-bridge.mjs` the build emits)
 * with `node`, in `cwd` (default: the project).
 */
export async function startBridgeScript(
  { script, cwd }: { script: string; cwd?: string },
  ...extra: string[]
): Promise<RunningBridge> {
  const stateDir = mkdtempSync(join(tmpdir(), 'bridge-test-'));
  const env = { ...process.env, BRIDGE_STATE_DIR: stateDir };
  const child: ChildProcess = spawn(process.execPath, [script, '--port', '0', '--quiet', ...extra], {
    env,
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const codes: string[] = [];
  const waiters: Array<() => void> = [];
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
    for (const match of chunk.matchAll(/Pairing code: (\S+)/g)) codes.push(match[1] as string);
    for (const wake of waiters.splice(0)) wake();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /bridge: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match && codes.length > 0) resolve(match[1] as string);
      else waiters.push(check);
    };
    child.once('exit', (code) => reject(new Error(`bridge exited with ${code}: ${output}`)));
    check();
  });
  const port = Number(new URL(url).port);
  return {
    url,
    port,
    code: () => codes.at(-1) as string,
    nextCode: (previous) =>
      new Promise((resolve) => {
        const check = () => {
          const last = codes.at(-1) as string;
          if (last !== previous) resolve(last);
          else waiters.push(check);
        };
        check();
      }),
    token: (...args) =>
      new Promise((resolve) => {
        const cli = spawn(process.execPath, [script, 'token', ...args, '--port', String(port)], { env, cwd });
        let stdout = '';
        let stderr = '';
        cli.stdout.on('data', (chunk) => {
          stdout += chunk;
        });
        cli.stderr.on('data', (chunk) => {
          stderr += chunk;
        });
        cli.on('exit', (exit) => resolve({ exit, stdout, stderr }));
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Opens "Local tools" in the (controlled) app and pairs it with the bridge's current code. */
export async function pair(page: Page, bridge: RunningBridge, code = bridge.code()): Promise<void> {
  await page.goto('./#/werkzeuge');
  await page.getByLabel('Port der Brücke').fill(String(bridge.port));
  await page.getByLabel('Kopplungscode (von der Brücke ausgegeben)').fill(code);
  await page.getByRole('button', { name: 'Verbinden' }).click();
  await expect(page.getByTestId('bridge-state')).toHaveAttribute('data-state', 'paired');
}
