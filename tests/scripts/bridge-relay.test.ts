/**
 * The relay (scripts/bridge/relay.mjs) with a `ws` client standing in for the app tab: pairing,
 * forwarding, timeouts, bounds, and the owner questions of the token command line.
 */
import { mkdtempSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { callControl, controlPath, serveControl } from '../../scripts/bridge/control.mjs';
import { type Bridge, createBridge } from '../../scripts/bridge/relay.mjs';
import {
  decodeFrame,
  decodeMessage,
  encodeBatch,
  encodeFrame,
  type FrameHeader,
  TAB_PATH,
} from '../../src/shared/bridge-protocol.mjs';

const APP = 'http://localhost:4173';
let bridge: Bridge;
const logs: string[] = [];
const sockets: WebSocket[] = [];

beforeEach(async () => {
  logs.length = 0;
  bridge = createBridge({
    port: 0,
    requestTimeoutMs: 300,
    approvalTimeoutMs: 300,
    maxBodyBytes: 1024,
    logRequests: false,
    log: (line) => logs.push(line),
  });
  await bridge.listen();
});
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await bridge.close();
});

type Frame = { header: FrameHeader; body: Uint8Array };

/**
 * A fake tab: opens the socket with the given handshake headers and collects the frames it gets and
 * how many messages carried them. Unless it `readsBatches`, it reads each message as one frame, as a
 * tab of an older build does (a batch would throw).
 */
function openTab(headers: Record<string, string> = { origin: APP }, readsBatches = false) {
  const ws = new WebSocket(`ws://127.0.0.1:${bridge.port}${TAB_PATH}`, { headers });
  sockets.push(ws);
  const frames: Frame[] = [];
  const messages: Frame[][] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    const carried = readsBatches ? decodeMessage(data as Buffer) : [decodeFrame(data as Buffer)];
    messages.push(carried);
    frames.push(...carried);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = (type: FrameHeader['type']) =>
    new Promise<Frame>((resolve) => {
      const check = () => {
        const index = frames.findIndex((f) => f.header.type === type);
        if (index >= 0) resolve(frames.splice(index, 1)[0] as Frame);
        else waiters.push(check);
      };
      check();
    });
  return {
    ws,
    next,
    messages,
    opened: new Promise<void>((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    }),
  };
}

async function pairedTab(readsBatches = false) {
  const tab = openTab({ origin: APP }, readsBatches);
  await tab.opened;
  tab.ws.send(encodeFrame({ type: 'pair', code: bridge.code as string, ...(readsBatches && { batches: true }) }));
  const paired = await tab.next('paired');
  return { ...tab, paired: paired.header, secret: (paired.header as { resume: string }).resume };
}

/**
 * `count` programs' connections, open and accepted; `send()` then writes a GET on each in one go, so
 * the requests reach the bridge together, as under load; it resolves with each raw answer.
 */
async function programs(count: number, path: string) {
  const connections: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect(bridge.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    connections.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    send() {
      const answers = connections.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let text = '';
            socket.setEncoding('utf8');
            socket.on('data', (chunk) => {
              text += chunk;
            });
            // Connection: close, so the bridge ends the connection after the answer.
            socket.on('end', () => resolve(text));
          }),
      );
      for (const socket of connections) {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\nConnection: close\r\n\r\n`);
      }
      return Promise.all(answers);
    },
    close: () => {
      for (const socket of connections) socket.destroy();
    },
  };
}

/** A tab that offers a re-pair secret (as a reloaded page does): the frame the bridge answers with. */
async function resumingTab(secret: string, headers: Record<string, string> = { origin: APP }) {
  const tab = openTab(headers);
  await tab.opened;
  tab.ws.send(encodeFrame({ type: 'resume', secret }));
  const answer = await Promise.race([tab.next('paired'), tab.next('refused')]);
  return { ...tab, answer: answer.header };
}

/** Waits until the bridge has seen `ws` close. */
async function closed(ws: WebSocket, code?: number) {
  ws.close(code);
  await expect.poll(() => bridge.paired, { timeout: 5_000 }).toBe(false);
}

/** The handshake's HTTP status when the bridge refuses the upgrade. */
function refusedStatus(path: string, headers: Record<string, string>) {
  return new Promise<number | undefined>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${bridge.port}${path}`, { headers });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
    ws.on('open', () => resolve(101));
    ws.on('error', () => undefined);
  });
}

describe('pairing', () => {
  it('refuses handshakes with a foreign Host, without Origin, or on another path', async () => {
    expect(await refusedStatus(TAB_PATH, { origin: APP, host: `evil.example:${bridge.port}` })).toBe(421);
    expect(await refusedStatus(TAB_PATH, {})).toBe(403);
    expect(await refusedStatus('/v1/sessions', { origin: APP })).toBe(404);
  });

  it('pairs with the printed code, once; a second tab is refused while one is paired', async () => {
    const code = bridge.code as string;
    const tab = await pairedTab();
    expect(bridge.paired).toBe(true);
    expect(bridge.code).toBeUndefined();
    const second = openTab();
    await second.opened;
    second.ws.send(encodeFrame({ type: 'pair', code }));
    expect((await second.next('refused')).header).toMatchObject({ reason: 'already_paired' });
    tab.ws.close();
    // The bridge sees the close a moment later (longer on a loaded machine than a fixed 50 ms).
    await expect.poll(() => bridge.paired, { timeout: 5_000 }).toBe(false);
    expect(bridge.code).toBeDefined();
    expect(bridge.code).not.toBe(code);
  });

  it('refuses wrong codes and replaces the code after five of them', async () => {
    const code = bridge.code;
    for (let i = 0; i < 5; i++) {
      const tab = openTab();
      await tab.opened;
      tab.ws.send(encodeFrame({ type: 'pair', code: 'AAAA-AAAA' }));
      expect((await tab.next('refused')).header).toMatchObject({ reason: 'wrong_code' });
    }
    expect(bridge.code).not.toBe(code);
    expect(logs.join('\n')).toContain(`Pairing code: ${bridge.code}`);
  });

  it('pins the app origin when told to', async () => {
    await bridge.close();
    bridge = createBridge({ port: 0, appOrigin: APP, log: () => undefined });
    await bridge.listen();
    expect(await refusedStatus(TAB_PATH, { origin: 'http://localhost:9999' })).toBe(403);
    expect(await refusedStatus(TAB_PATH, { origin: APP })).toBe(101);
  });
});

describe('pairing again after a reload (the re-pair secret)', () => {
  it('a reloaded tab pairs again with its secret, no code, and gets a new secret each time', async () => {
    const first = await pairedTab();
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await closed(first.ws, 1001); // a reload: the page goes away
    const codeAfter = bridge.code;
    const second = await resumingTab(first.secret);
    expect(second.answer).toMatchObject({ type: 'paired', appOrigin: APP });
    expect(bridge.paired).toBe(true);
    expect(bridge.code).toBeUndefined();
    const renewed = (second.answer as { resume: string }).resume;
    expect(renewed).not.toBe(first.secret);
    // Requests reach the tab that paired again.
    const pending = fetch(`http://127.0.0.1:${bridge.port}/hello/Ada`);
    const request = await second.next('request');
    const id = (request.header as { id: number }).id;
    second.ws.send(encodeFrame({ type: 'response', id, status: 200, headers: [] }, new Uint8Array([111, 107])));
    expect(await (await pending).text()).toBe('ok');
    // The old secret is used up: a copy of it pairs nothing.
    await closed(second.ws, 1001);
    expect((await resumingTab(first.secret)).answer).toMatchObject({ type: 'refused', reason: 'resume_refused' });
    expect(codeAfter).toBeDefined();
  });

  it('is bound to this run of the bridge: a new run refuses it', async () => {
    const tab = await pairedTab();
    await closed(tab.ws, 1001);
    const port = bridge.port;
    await bridge.close();
    bridge = createBridge({ port, logRequests: false, log: () => undefined });
    await bridge.listen();
    expect((await resumingTab(tab.secret)).answer).toMatchObject({ type: 'refused', reason: 'resume_refused' });
    expect(bridge.paired).toBe(false);
  });

  it('is refused from another origin, and forgotten once the tab disconnects on purpose', async () => {
    const tab = await pairedTab();
    await closed(tab.ws, 1001);
    const foreign = await resumingTab(tab.secret, { origin: 'http://localhost:9999' });
    expect(foreign.answer).toMatchObject({ type: 'refused', reason: 'resume_refused' });
    const again = await resumingTab(tab.secret);
    expect(again.answer).toMatchObject({ type: 'paired' });
    await closed(again.ws, 1000); // "Disconnect" in the app
    const renewed = (again.answer as { resume: string }).resume;
    expect((await resumingTab(renewed)).answer).toMatchObject({ type: 'refused', reason: 'resume_refused' });
  });

  it('keeps one tab: a copy of the secret is refused while the paired tab stays open', async () => {
    await bridge.close();
    bridge = createBridge({ port: 0, reloadGraceMs: 200, logRequests: false, log: () => undefined });
    await bridge.listen();
    const tab = await pairedTab();
    const copy = await resumingTab(tab.secret);
    expect(copy.answer).toMatchObject({ type: 'refused', reason: 'already_paired' });
    expect(bridge.paired).toBe(true);
    // The paired tab still answers.
    const pending = fetch(`http://127.0.0.1:${bridge.port}/hello/Ada`);
    const request = await tab.next('request');
    tab.ws.send(encodeFrame({ type: 'response', id: (request.header as { id: number }).id, status: 204, headers: [] }));
    expect((await pending).status).toBe(204);
  });

  it('waits for the reloaded page’s old socket to close, then pairs the new one', async () => {
    const tab = await pairedTab();
    const resuming = resumingTab(tab.secret);
    // The new page has connected before the bridge saw the old one go.
    await new Promise((resolve) => setTimeout(resolve, 100));
    tab.ws.close(1001);
    expect((await resuming).answer).toMatchObject({ type: 'paired' });
  });
});

describe('forwarding', () => {
  const url = (path: string) => `http://127.0.0.1:${bridge.port}${path}`;

  it('is a 503 Problem with no tab paired', async () => {
    const res = await fetch(url('/hello/Ada'));
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 503, error: 'no_app_paired' });
  });

  it('sends method, relative path, headers and body bytes to the tab and its answer back', async () => {
    const tab = await pairedTab();
    const pending = fetch(url('/v1/drafts?x=1'), {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'idempotency-key': 'k', forwarded: 'host="evil.example"' },
      body: new Uint8Array([1, 2, 3, 0, 255]),
    });
    const request = await tab.next('request');
    expect(request.header).toMatchObject({ method: 'POST', path: 'v1/drafts?x=1' });
    const headers = Object.fromEntries((request.header as { headers: [string, string][] }).headers);
    expect(headers).toMatchObject({ authorization: 'Bearer t', 'idempotency-key': 'k' });
    expect(headers.host).toBeUndefined();
    // The bridge names itself, so documents read through it name the bridge (read-address.ts).
    expect(headers.forwarded).toBe(`host="127.0.0.1:${bridge.port}";proto=http`);
    expect([...request.body]).toEqual([1, 2, 3, 0, 255]);
    const id = (request.header as { id: number }).id;
    const pdf = new Uint8Array([37, 80, 68, 70, 0, 200, 10]);
    tab.ws.send(
      encodeFrame(
        {
          type: 'response',
          id,
          status: 201,
          headers: [
            ['content-type', 'application/pdf'],
            ['x-a', '1'],
          ],
        },
        pdf,
      ),
    );
    const res = await pending;
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-a')).toBe('1');
    // The whole answer is known, so it goes with its length, not chunked.
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...pdf]);
  });

  it('batches requests that arrive together for a tab that reads batches, and reads its batched answers', async () => {
    const tab = await pairedTab(true);
    expect(tab.paired).toMatchObject({ type: 'paired', batches: true });
    const three = await programs(3, '/hello/Ada');
    const answers = three.send();
    const requests = [await tab.next('request'), await tab.next('request'), await tab.next('request')];
    const carriedRequests = tab.messages.filter((m) => m.some((f) => f.header.type === 'request'));
    // The first goes at once, the two that came with it together right after.
    expect(carriedRequests.map((m) => m.length)).toEqual([1, 2]);
    tab.ws.send(
      encodeBatch(
        requests.map((request, i) =>
          encodeFrame(
            { type: 'response', id: (request.header as { id: number }).id, status: 200, headers: [] },
            new TextEncoder().encode(`ok${i}`),
          ),
        ),
      ),
    );
    const raw = await answers;
    three.close();
    expect(raw.map((text) => text.slice(0, 15))).toEqual(Array(3).fill('HTTP/1.1 200 OK'));
    expect(raw.map((text) => /ok\d/.exec(text)?.[0]).sort()).toEqual(['ok0', 'ok1', 'ok2']);
  });

  it('sends a tab of an older build (no batches) one frame per message, however requests arrive', async () => {
    const tab = await pairedTab(false);
    const three = await programs(3, '/hello/Ada');
    const answers = three.send();
    for (let i = 0; i < 3; i++) {
      const request = await tab.next('request');
      const id = (request.header as { id: number }).id;
      tab.ws.send(encodeFrame({ type: 'response', id, status: 200, headers: [] }, new TextEncoder().encode(`ok${i}`)));
    }
    expect((await answers).map((text) => text.slice(0, 15))).toEqual(Array(3).fill('HTTP/1.1 200 OK'));
    three.close();
    expect(tab.messages.filter((m) => m.some((f) => f.header.type === 'request')).map((m) => m.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('answers 504 when the tab is silent, and tells the tab to stop', async () => {
    const tab = await pairedTab();
    const res = await fetch(url('/hello/slow'));
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error: 'app_timeout' });
    await tab.next('cancel');
  });

  it('answers 502 when the tab’s fetch failed, and 503 when the tab leaves mid-request', async () => {
    const tab = await pairedTab();
    const failing = fetch(url('/hello/x'));
    const first = await tab.next('request');
    tab.ws.send(encodeFrame({ type: 'failed', id: (first.header as { id: number }).id, message: 'offline' }));
    expect((await failing).status).toBe(502);
    const leaving = fetch(url('/hello/y'));
    await tab.next('request');
    tab.ws.close();
    expect((await leaving).status).toBe(503);
  });

  it('refuses bodies over the bound with 413, declared or streamed', async () => {
    await pairedTab();
    const big = new Uint8Array(2048);
    expect((await fetch(url('/api/images'), { method: 'POST', body: big })).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const streamed = await fetch(url('/api/images'), { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('refuses a foreign Origin before asking the tab', async () => {
    await pairedTab();
    const res = await fetch(url('/hello/Ada'), { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('owner questions (the token command line)', () => {
  it('never offers workspaceToken and says when no tab is paired', async () => {
    expect(await bridge.askOwner('workspaceToken', {})).toMatchObject({
      ok: false,
      error: { code: 'malformed_request' },
    });
    expect(await bridge.askOwner('createToken', { name: 'x', scopes: [] })).toMatchObject({
      ok: false,
      error: { code: 'no_app_paired' },
    });
  });

  it('passes the tab’s reply on, and gives up after the approval timeout', async () => {
    const tab = await pairedTab();
    const asked = bridge.askOwner('listTokens', {});
    const question = await tab.next('owner');
    expect(question.header).toMatchObject({ op: 'listTokens' });
    const id = (question.header as { id: number }).id;
    tab.ws.send(encodeFrame({ type: 'owner-reply', id, reply: { ok: true, result: [] } }));
    expect(await asked).toEqual({ ok: true, result: [] });

    const unanswered = bridge.askOwner('createToken', { name: 'x', scopes: [] });
    await tab.next('owner');
    expect(await unanswered).toMatchObject({ ok: false, error: { code: 'approval_timeout' } });
    await tab.next('cancel');
  });

  it('reach the bridge through a socket only the user can open', async () => {
    process.env.BRIDGE_STATE_DIR = join(mkdtempSync(join(tmpdir(), 'bridge-unit-')), 'state');
    try {
      const close = await serveControl(bridge.port, async (op, args) => ({ ok: true, result: { op, args } as never }));
      expect(statSync(process.env.BRIDGE_STATE_DIR).mode & 0o777).toBe(0o700);
      expect(statSync(controlPath(bridge.port)).mode & 0o777).toBe(0o600);
      expect(await callControl(bridge.port, 'listTokens', {})).toEqual({
        ok: true,
        result: { op: 'listTokens', args: {} },
      });
      await close();
    } finally {
      delete process.env.BRIDGE_STATE_DIR;
    }
  });
});
