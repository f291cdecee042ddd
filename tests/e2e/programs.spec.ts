/**
 * `npm start`'s server and programs (scripts/programs.mjs): Node's fetch and the curl binary at the
 * server's address get the Problem naming `npm run bridge`, while a browser at the same address gets
 * the app and the worker's answers, also for the very paths the programs were refused.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { BRIDGE_URL, type ProgramProblem } from '../../scripts/programs.mjs';
import { fetchInPage, openControlled } from './support.ts';

const run = promisify(execFile);
const PATHS = ['v1/services', 'api/guide', 'hello/Ada', 'llms.txt', 'formulare/wohngeld'];

test('programs get the Problem naming the bridge; the browser gets the app and the worker answers', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  let body: ProgramProblem | undefined;
  for (const path of PATHS) {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(421);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    body = (await response.json()) as ProgramProblem;
    expect(body.error).toBe('sandbox_runs_in_the_browser');
    expect(body.message).toContain('npm run bridge');
    expect(body.bridge).toMatchObject({ command: 'npm run bridge', url: BRIDGE_URL, try: `${BRIDGE_URL}${path}` });
  }
  const mcp = await fetch(`${base}mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
  });
  expect(mcp.status).toBe(421);
  const curl = await run('curl', ['-s', '-w', '\n%{http_code} %{content_type}', `${base}v1/services`]);
  const lines = curl.stdout.trimEnd().split('\n');
  expect(lines.at(-1)).toBe('421 application/problem+json; charset=utf-8');
  expect(JSON.parse(lines.slice(0, -1).join('\n')).bridge.url).toBe(BRIDGE_URL);

  // The browser at the same address: the app, and the worker answers the same paths.
  await openControlled(page);
  // The Problem's pairing link opens the app's Local tools.
  await page.goto(body?.bridge.pair_in_app ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Lokale Werkzeuge' })).toBeVisible();
  await expect(page.locator('main')).toBeVisible();
  for (const path of PATHS) {
    const answer = await fetchInPage(page, path);
    expect(answer.status, path).toBe(200);
  }
  const guide = await page.goto('v1/guide');
  expect(guide?.status()).toBe(200);
  expect(guide?.fromServiceWorker()).toBe(true);
});
