/**
 * The texts for programs tell the truth (issue #18): /llms.txt, /v1/guide and /api/guide describe the
 * local bridge (start, pair, URL) and the token command line, from the constants the bridge and its
 * command line run; /llms.txt lists the embed's files as the build emits them.
 */
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_COMMAND,
  BRIDGE_FILE,
  BRIDGE_RUN,
  BRIDGE_URL,
  DEFAULT_PORT,
  LOCAL_TOOLS_ROUTE,
  TOKEN_COMMANDS,
} from '../../../src/shared/bridge-protocol.mjs';
import { EMBED_DIR, EMBED_FILES } from '../../../src/shared/build.mjs';
import { testEngine } from '../support.ts';

async function texts() {
  const engine = testEngine();
  const [llms, municipal, content] = await Promise.all(
    ['/llms.txt', '/v1/guide', '/api/guide'].map(async (path) => (await engine.call('GET', path)).text()),
  );
  return { llms: llms ?? '', municipal: municipal ?? '', content: content ?? '' };
}

/** The guides are HTML: compare with the text a reader sees. */
const unescapeHtml = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('texts for programs', () => {
  it('the constants are the bridge’s own', () => {
    expect(BRIDGE_URL).toBe(`http://127.0.0.1:${DEFAULT_PORT}/`);
    expect(BRIDGE_COMMAND).toBe('npm run bridge');
    expect(BRIDGE_RUN).toBe('node sandbox-bridge.mjs');
    expect(LOCAL_TOOLS_ROUTE).toBe('#/werkzeuge');
  });

  it('/llms.txt and both guides say how to start and pair the bridge, its URL, MCP through it and the token command line', async () => {
    const all = await texts();
    for (const [name, raw] of Object.entries(all)) {
      const text = unescapeHtml(raw);
      expect(text, name).toContain(BRIDGE_COMMAND);
      // A hosted link has no project: the texts offer the one-file bridge and its one command.
      expect(text, name).toContain(`http://localhost/${BRIDGE_FILE}`);
      expect(text, name).toContain(BRIDGE_RUN);
      expect(text, name).toContain(BRIDGE_URL);
      expect(text, name).toContain(`${BRIDGE_URL}mcp`);
      expect(text, name).toContain(`http://localhost/${LOCAL_TOOLS_ROUTE}`);
      for (const line of TOKEN_COMMANDS) expect(text, name).toContain(line);
      expect(text, name).not.toMatch(/no command-line tool|does not exist in this browser-only sandbox/);
    }
    expect(all.municipal).toContain('<h2 id="bridge">');
    expect(all.content).toContain('<h2 id="bridge">');
  });

  it('/llms.txt lists the embed’s files as the build emits them', async () => {
    const { llms } = await texts();
    expect(llms).toContain(`http://localhost/${EMBED_DIR}/ (${EMBED_FILES.join(', ')})`);
  });

  it('the token command line prints the same commands as its usage', async () => {
    const { tokenCommand } = await import('../../../scripts/bridge/token-cli.mjs');
    let usage = '';
    const sink = { write: (text: string) => (usage += text) };
    expect(await tokenCommand([], sink, sink)).toBe(2);
    for (const line of TOKEN_COMMANDS) expect(usage).toContain(line);
  });
});
