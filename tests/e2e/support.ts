/** Shared steps of the browser tests. */
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
