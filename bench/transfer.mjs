// `npm run bench:transfer`: export and import of a large content store, measured in Chromium against
// the production build (issue #17): 10,000 pages (a ~1 KB body each, one revision) and 50 images of
// 500 KB. The store is made as an export file here (the format of src/engine/transfer/format.ts),
// imported into a fresh browser through the owner channel as the UI does, exported again, and that
// export imported into another fresh browser. Each step prints its time, the file's size and the
// worker's peak JS heap (CDP Runtime.getHeapUsage, polled every 50 ms); Chromium runs with a V8 heap
// limit of 512 MB, so a step that needs more fails instead of passing. Needs a build (npm run build).
// TRANSFER_PAGES / TRANSFER_IMAGES / TRANSFER_IMAGE_KB change the store.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { freePorts } from '../scripts/free-ports.mjs';

const PAGES = Number(process.env.TRANSFER_PAGES ?? 10_000);
const IMAGES = Number(process.env.TRANSFER_IMAGES ?? 50);
const IMAGE_BYTES = Number(process.env.TRANSFER_IMAGE_KB ?? 500) * 1000;
const HEAP_LIMIT_MB = 512;

/**
 * The app page's globals this bench sets: the owner calls and the bytes between two steps.
 * @typedef {Window & {
 *   ownerCall?: (args: unknown) => Promise<import('../src/engine/owner.ts').OwnerReply<'importFile'>>,
 *   exportCall?: (args: unknown) => Promise<import('../src/engine/owner.ts').OwnerReply<'exportFile'>>,
 *   importBytes?: Uint8Array,
 *   exported?: Uint8Array,
 * }} BenchWindow
 */
/**
 * A step's result, its time and the worker's peak heap.
 * @template T
 * @typedef {{ result: T, ms: number, peakHeapMb: number }} Measured
 */

/** An export file of PAGES pages and IMAGES images, as the app writes one (header line, payload). */
function makeStoreFile() {
  const now = Date.UTC(2026, 10, 1);
  const hex = (/** @type {number} */ n) => randomBytes(n).toString('hex');
  const paragraph =
    'Die Stadtbibliothek hat neue Öffnungszeiten. Ausweise werden am Empfang verlängert, Rückgaben gehen jederzeit über den Automaten. ';
  const images = Array.from({ length: IMAGES }, (_, i) => ({
    id: hex(12),
    type: 'image/jpeg',
    size: IMAGE_BYTES,
    alt: `Bild ${i + 1}`,
    createdAt: now,
    data: randomBytes(IMAGE_BYTES).toString('base64'),
  }));
  const pages = [];
  const revisions = [];
  for (let i = 0; i < PAGES; i++) {
    const fields = {
      title: `Seite ${i + 1}: Neuigkeiten aus dem Bürgeramt`,
      slug: `seite-${i + 1}`,
      excerpt: 'Was sich ändert, und was Sie tun müssen.',
      body: paragraph.repeat(8),
      cover: images[i]?.id ?? null,
      type: 'article',
      locale: 'de',
      fields: { rubrik: 'aktuelles' },
    };
    const id = hex(12);
    pages.push({
      ...fields,
      id,
      seq: i + 1,
      status: 'draft',
      version: 1,
      createdAt: now,
      updatedAt: now,
      liveVersion: null,
      liveCover: null,
      publishedAt: null,
    });
    revisions.push({ ...fields, pageId: id, version: 1, action: 'created', at: now });
  }
  const payload = { exportedAt: now, content: { pages, revisions, images, connections: [] }, worlds: [] };
  const body = Buffer.from(JSON.stringify(payload));
  const header = {
    format: 'offline-sandbox-export',
    version: 1,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body]);
}

const [sitePort, filePort] = freePorts(2);
const site = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(sitePort) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => site.stdout.once('data', resolve));

/** The files the browsers fetch, from another origin (so the app's worker does not keep a copy). */
const original = makeStoreFile();
const files = new Map([['store.sandbox', original]]);
const fileServer = createServer((req, res) => {
  const file = files.get(req.url?.slice(1) ?? '');
  res.writeHead(file ? 200 : 404, { 'access-control-allow-origin': '*' }).end(file);
});
await new Promise((resolve) => fileServer.listen(filePort, '127.0.0.1', () => resolve(undefined)));

const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, `--js-flags=--max-old-space-size=${HEAP_LIMIT_MB}`],
});

/** A fresh browser context with the app open and its worker in control; the worker's CDP session. */
async function freshApp() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:${sitePort}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
  const target = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.browserContext() === context && t.url().includes(`:${sitePort}/`),
  );
  const worker = await target.createCDPSession();
  return { context, page, worker };
}

/**
 * Runs `step` while polling the worker's JS heap; returns its result, its time and the peak heap.
 * @template T
 * @param {import('puppeteer-core').CDPSession} worker
 * @param {() => Promise<T>} step
 * @returns {Promise<Measured<T>>}
 */
async function measured(worker, step) {
  let peak = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const { usedSize } = await worker.send('Runtime.getHeapUsage').catch(() => ({ usedSize: 0 }));
      peak = Math.max(peak, usedSize);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  try {
    const result = await step();
    return { result, ms: performance.now() - started, peakHeapMb: peak / 1024 / 1024 };
  } finally {
    polling = false;
    await poll;
  }
}

/**
 * Calls an owner operation from the app's page, as src/ui/api/owner-client.ts does.
 * @param {string} op
 * @returns {string}
 */
function ownerCallSource(op) {
  return `async (args) => {
    const worker = (await navigator.serviceWorker.ready).active;
    const channel = new MessageChannel();
    const reply = new Promise((resolve) => { channel.port1.onmessage = (event) => resolve(event.data); });
    worker.postMessage({ type: 'owner', op: ${JSON.stringify(op)}, args }, [channel.port2]);
    return reply;
  }`;
}

/**
 * Imports a file fetched from the file server; the page keeps nothing afterwards.
 * @param {Awaited<ReturnType<typeof freshApp>>} app
 * @param {string} name
 */
async function importInto(app, name) {
  await app.page.evaluate(`window.ownerCall = ${ownerCallSource('importFile')}`);
  await app.page.evaluate(async (url) => {
    const page = /** @type {BenchWindow} */ (window);
    page.importBytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  }, `http://127.0.0.1:${filePort}/${name}`);
  const step = await measured(app.worker, () =>
    app.page.evaluate(async () => {
      const page = /** @type {BenchWindow} */ (window);
      if (!page.ownerCall) throw new Error('the owner call is not installed');
      const reply = await page.ownerCall({ file: page.importBytes });
      page.importBytes = undefined;
      return reply.ok ? { ok: true, pages: reply.result.preview.pages.added } : { ok: false, error: reply.error };
    }),
  );
  if (!step.result.ok) throw new Error(`import failed: ${JSON.stringify(step.result.error)}`);
  return step;
}

console.log(
  `Store: ${PAGES} pages, ${IMAGES} images of ${IMAGE_BYTES / 1000} KB; file ${(original.length / 1024 / 1024).toFixed(1)} MB`,
);

const first = await freshApp();
const importGenerated = await importInto(first, 'store.sandbox');
console.log(`import (generated file): ${fmt(importGenerated)}`);

await first.page.evaluate(`window.exportCall = ${ownerCallSource('exportFile')}`);
const exported = await measured(first.worker, () =>
  first.page.evaluate(async () => {
    const page = /** @type {BenchWindow} */ (window);
    if (!page.exportCall) throw new Error('the export call is not installed');
    const reply = await page.exportCall({ worlds: [] });
    if (!reply.ok) return /** @type {const} */ ({ ok: false, error: reply.error });
    page.exported = reply.result.bytes;
    return /** @type {const} */ ({ ok: true, size: reply.result.bytes.length });
  }),
);
if (!exported.result.ok) throw new Error(`export failed: ${JSON.stringify(exported.result.error)}`);
const fileMb = exported.result.size / 1024 / 1024;
console.log(`export: ${fmt(exported)}, file ${fileMb.toFixed(1)} MB`);

// The app's own export, into another fresh browser.
const bytes = await first.page.evaluate(async () => {
  const exported = /** @type {BenchWindow} */ (window).exported;
  if (!exported) throw new Error('nothing was exported');
  /** @type {string[]} */
  const chunks = [];
  for (let i = 0; i < exported.length; i += 8 * 1024 * 1024) {
    // The bytes came through postMessage (structured clone), so an ArrayBuffer holds them.
    const blob = new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (exported.subarray(i, i + 8 * 1024 * 1024))]);
    const reader = new FileReader();
    chunks.push(
      await new Promise((/** @type {(chunk: string) => void} */ resolve) => {
        reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
        reader.readAsDataURL(blob);
      }),
    );
  }
  return chunks;
});
files.set('exported.sandbox', Buffer.concat(bytes.map((chunk) => Buffer.from(chunk, 'base64'))));
const second = await freshApp();
const importExported = await importInto(second, 'exported.sandbox');
console.log(`import (the app's export): ${fmt(importExported)}`);

await browser.close();
fileServer.close();
site.kill();

/** @param {Measured<unknown>} step */
function fmt(step) {
  return `${(step.ms / 1000).toFixed(1)} s, worker heap peak ${step.peakHeapMb.toFixed(0)} MB`;
}
