/**
 * Pages beside the app: same-origin files that are neither the app nor the engine (a participant's
 * folder dropped next to the built app). Network first, so an edited page shows at once; every
 * successful answer is kept, so a page opened once loads offline. Why network first and not
 * stale-while-revalidate: see docs/frontends.md (measured with `npm run bench`).
 */
import { offlinePage } from './offline-page.ts';

/** The cache of kept copies. Not versioned: these are the participant's files, not the app's. */
const KEPT_PAGES = 'pages-beside-the-app';

/**
 * Network first. A 200 is kept (replacing the previous copy); a 404 or 410 drops the kept copy, so a
 * removed page does not come back offline. Any other answer of the host goes to the page untouched.
 * Without network: the kept copy, else an offline page for a navigation, else a network error.
 */
export async function answerBesidePage(request: Request, keep: (work: Promise<unknown>) => void): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const kept = await caches.open(KEPT_PAGES).then((cache) => cache.match(request, { ignoreVary: true }));
    if (kept) return kept;
    return request.mode === 'navigate' ? notKeptPage() : Response.error();
  }
  if (response.status === 200 && response.type === 'basic') {
    const copy = response.clone();
    keep(caches.open(KEPT_PAGES).then((cache) => cache.put(request, copy)));
  } else if (response.status === 404 || response.status === 410) {
    keep(caches.open(KEPT_PAGES).then((cache) => cache.delete(request, { ignoreVary: true })));
  }
  return response;
}

/** What a navigation gets with neither network nor a kept copy. */
function notKeptPage(): Response {
  return offlinePage(
    'Diese Seite wurde in diesem Browser noch nie mit Netz geöffnet, darum ist keine Kopie gespeichert. Mit Netz neu laden.',
    'This page has never been opened in this browser with a network, so no copy is kept. Reload with a network.',
  );
}
