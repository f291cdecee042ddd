/**
 * What a flow does inside the page, written once for every engine. Each is a self-contained function
 * (it is sent to the page as source), so it uses nothing from outside its own body.
 */

/** The worker controls the page and the app says its backend is active. */
export function controlledAndActive(): boolean {
  const state = document.querySelector('[data-testid="backend-status"]')?.getAttribute('data-state');
  return (
    navigator.serviceWorker?.controller !== null &&
    navigator.serviceWorker?.controller !== undefined &&
    state === 'active'
  );
}

/** How many service workers are registered for this origin. */
export async function registrationCount(): Promise<number> {
  return (await navigator.serviceWorker.getRegistrations()).length;
}

export interface Answer {
  status: number;
  type: string;
  /** JSON bodies parsed, PDFs as their first five characters, anything else as text. */
  body: unknown;
  size: number;
}

/** One API call as a participant's frontend makes it: fetch from the page, JSON in and out. */
export async function call(args: {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
  key?: string;
}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (args.body !== undefined) headers['content-type'] = 'application/json';
  if (args.token) headers.authorization = `Bearer ${args.token}`;
  if (args.key) headers['idempotency-key'] = args.key;
  const response = await fetch(args.path, {
    method: args.method,
    headers,
    ...(args.body === undefined ? {} : { body: JSON.stringify(args.body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(type.includes('pdf') ? bytes.slice(0, 5) : bytes);
  return {
    status: response.status,
    type,
    body: type.includes('json') ? JSON.parse(text) : text,
    size: bytes.byteLength,
  };
}

/** A whole booking through the municipal API: world, slots, draft (review), submit, receipt PDF. */
export async function bookThroughApi(): Promise<Record<string, unknown>> {
  async function json(method: string, path: string, token?: string, body?: unknown, key?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['idempotency-key'] = key;
    const response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }
  const world = await json('POST', 'v1/sessions', undefined, {});
  const token = world.body.token as string;
  const slots = await json('GET', 'v1/slots/termin?period=nachmittag', token);
  const slot = slots.body.slots[0];
  const input = { service: 'termin', profile: 'anna', fields: { anliegen: 'ausweis', zeitraum: 'nachmittag', slot } };
  const draft = await json('POST', 'v1/drafts', token, input, `engines-draft-${Date.now()}`);
  const submitted = await json(
    'POST',
    `v1/drafts/${draft.body.id}/submit`,
    token,
    { version: draft.body.version, confirmed: true },
    `engines-submit-${Date.now()}`,
  );
  const receipt = await fetch(submitted.body.receipt.url, { headers: { authorization: `Bearer ${token}` } });
  const pdf = new Uint8Array(await receipt.arrayBuffer());
  return {
    world: world.status,
    slots: slots.status,
    draft: [draft.status, draft.body.state],
    submitted: [submitted.status, submitted.body.state],
    receipt: [
      receipt.status,
      receipt.headers.get('content-type'),
      new TextDecoder().decode(pdf.slice(0, 5)),
      pdf.length,
    ],
    token,
  };
}

/** A content page created, updated, published and read as published, with a token the owner made. */
export async function publishThroughApi(token: string): Promise<Record<string, unknown>> {
  async function json(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }
  const created = await json('POST', 'api/pages', { title: 'Sprechzeiten', body: 'Montag 9–12 Uhr' });
  const id = created.body.id as string;
  const updated = await json('PUT', `api/pages/${id}`, {
    title: 'Sprechzeiten',
    body: 'Dienstag',
    expected_version: 1,
  });
  const stale = await json('PUT', `api/pages/${id}`, { title: 'Alt', expected_version: 1 });
  const published = await json('POST', `api/pages/${id}/publish`, { expected_version: 2 });
  const live = await json('GET', `api/pages/${id}/published`);
  const feed = await (await fetch('api/public/feed')).json();
  return {
    created: created.status,
    updated: [updated.status, updated.body.version],
    stale: [stale.status, stale.body.error],
    published: [published.status, published.body.status],
    live: [live.status, live.body.body],
    feed: feed.items.map((item: { body: string }) => item.body),
  };
}

/** The text (whitespace folded) of the first element matching `selector`, or null. */
export function textOf(selector: string): string | null {
  const element = document.querySelector(selector);
  return element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** Every match's text (whitespace folded). */
export function textsOf(selector: string): string[] {
  return [...document.querySelectorAll(selector)].map((element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
}

/**
 * Activates the control a person would: a button or link by its accessible text, or a radio or
 * checkbox by its label's text (which may be a part of it). True when one was found and clicked.
 */
export function activate(target: { role: 'button' | 'link' | 'choice'; name: string }): boolean {
  const norm = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  if (target.role === 'choice') {
    for (const label of document.querySelectorAll('label')) {
      const input = label.control as HTMLInputElement | null;
      if (input && !input.disabled && norm(label.textContent).includes(target.name)) {
        input.click();
        return true;
      }
    }
    return false;
  }
  const selector = target.role === 'button' ? 'button, [role="button"], input[type="submit"]' : 'a[href]';
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const name = norm(element.getAttribute('aria-label') ?? element.textContent);
    if (name === target.name && !(element as HTMLButtonElement).disabled) {
      element.click();
      return true;
    }
  }
  return false;
}

/** Types into the field whose label contains `label`, as input events (what Preact listens to). */
export function fill(target: { label: string; value: string }): boolean {
  for (const label of document.querySelectorAll('label')) {
    const field = label.control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    if (!field || !(label.textContent ?? '').includes(target.label)) continue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, target.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  return false;
}

/** The value of the field whose label contains `label`, or null. */
export function fieldValue(label: string): string | null {
  for (const element of document.querySelectorAll('label')) {
    const field = element.control as HTMLInputElement | null;
    if (field && (element.textContent ?? '').includes(label)) return field.value;
  }
  return null;
}

/** Clicks the first element matching `selector` (a radio of a list, say). */
export function clickFirst(selector: string): boolean {
  const element = document.querySelector<HTMLElement>(selector);
  element?.click();
  return element !== null;
}

/** Errors the page reported since `collectErrors` ran: uncaught exceptions and rejections. */
export function collectErrors(): boolean {
  const w = window as unknown as { __errors?: string[] };
  if (w.__errors) return true;
  const errors: string[] = [];
  w.__errors = errors;
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  return true;
}

export function collectedErrors(): string[] {
  return (window as unknown as { __errors?: string[] }).__errors ?? [];
}

/**
 * Writes `body` over the app's precached copy whose path matches `path` (a RegExp source), as any
 * page of the origin can (issue 38's probe); returns that copy's path, or '' when none matched.
 */
export async function overwritePrecached({ path, body }: { path: string; body: string }): Promise<string> {
  const name = (await caches.keys()).find((n) => n.includes('precache') && !n.includes('previous'));
  if (!name) return '';
  const cache = await caches.open(name);
  const key = (await cache.keys()).find((request) => new RegExp(path).test(new URL(request.url).pathname));
  if (!key) return '';
  await cache.put(key, new Response(body, { headers: { 'content-type': 'text/html' } }));
  return new URL(key.url).pathname;
}
