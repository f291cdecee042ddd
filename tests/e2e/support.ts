/** Shared steps of the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Opens the app and waits until the service worker controls the page (no reload needed). */
export async function openControlled(page: Page, path = './'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'active');
}

/** Fetches from inside the page and returns status, content type and text. */
export function fetchInPage(page: Page, url: string, init?: RequestInit) {
  return page.evaluate(
    async ([target, options]) => {
      const response = await fetch(target as string, options as RequestInit | undefined);
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        allow: response.headers.get('allow'),
        text: await response.text(),
      };
    },
    [url, init] as const,
  );
}

/** Stops every service worker of the context, as the browser does when a worker is idle. */
export async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/** The capability of the world this tab works in, read from the UI's own IndexedDB (tests only). */
export function worldToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const id = sessionStorage.getItem('sandbox.municipal.world');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sandbox-ui');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const world = await new Promise<{ token: string } | undefined>((resolve) => {
      const request = db
        .transaction('worlds')
        .objectStore('worlds')
        .get(id ?? '');
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return world?.token ?? '';
  });
}

/** The capability of the world this tab works in, once the screen has opened one (it does so after rendering). */
export async function openedWorldToken(page: Page): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      token = await worldToken(page);
      return token;
    })
    .toMatch(/^[a-f0-9]{64}$/);
  return token;
}

/** A content token made by the owner through the owner channel, as the Agents area makes them. */
export function ownerToken(page: Page, name: string, scopes: string[]): Promise<{ id: string; token: string }> {
  return page.evaluate(
    async ([name, scopes]) => {
      const registration = await navigator.serviceWorker.ready;
      const channel = new MessageChannel();
      const reply = new Promise<{ result: { id: string; token: string } }>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
      });
      registration.active?.postMessage({ type: 'owner', op: 'createToken', args: { name, scopes } }, [channel.port2]);
      return (await reply).result;
    },
    [name, scopes] as const,
  );
}

/** A token with write and publish, as an editing agent gets. */
export async function publishingToken(page: Page): Promise<string> {
  return (await ownerToken(page, 'Agent', ['content:write', 'content:publish'])).token;
}

/** Calls an API with a bearer from inside the page, as a script would: the status and the JSON body (null for 204). */
export function callWithToken(page: Page, token: string, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([token, method, path, body]) => {
      const res = await fetch(path as string, {
        method: method as string,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever the API answered
      const json: any = res.status === 204 ? null : await res.json();
      return { status: res.status, body: json };
    },
    [token, method, path, body] as const,
  );
}

/** The WCAG 2.2 A and AA rules every screen must pass. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it stands, one line each: rule and elements (none is the goal). */
export async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}
