/**
 * Serving the studio's projects (docs/studio.md): `<base>studio/<project>/<path>`, fetch-standard
 * `Request -> Response`. Every project lives below that one prefix, so no project, whatever its
 * name, answers for the sandbox's APIs, the app's files or the pages beside the app.
 */
import { composePage } from './compose/page.ts';
import { HOST_PAGE_CSP, hostPage } from './host-page.ts';
import { STUDIO_NAME_PATTERN, STUDIO_PREFIX } from './limits.ts';
import { notRunYet } from './not-run-page.ts';
import { filePath } from './stored-path.ts';

/** A stored file as the server needs it. */
export interface ServedFile {
  contentType: string;
  bytes: ArrayBuffer;
  /** Whether its project may run (false: imported, Run not chosen yet; rules.ts `isRunApproved`). */
  runApproved: boolean;
}

/** Where served files come from (store.ts in the worker, a Map in tests). */
export type ReadStudioFile = (project: string, path: string) => Promise<ServedFile | undefined>;

const NO_STORE = 'no-store';

/**
 * Where composed pages are kept: per `owner` (the database), valid while `version` (its count of
 * studio writes, store.ts) is the one they were made at. A reload of the preview then costs no
 * composing; a save makes the next load compose again.
 */
export interface ComposedPages {
  owner: object;
  version: number;
}
const composed = new WeakMap<object, { version: number; pages: Map<string, Uint8Array<ArrayBuffer>> }>();
/** Composed pages kept per database (each at most a project's 5 MB, inlined). */
const COMPOSED_KEPT = 20;

/** The destinations of a navigation: their answers are pages, so each gets a sandboxing CSP. */
const NAVIGATIONS = new Set(['document', 'iframe', 'frame', 'object', 'embed']);
/** A composed page: scripts, forms, downloads and dialogs; never the app's origin, popups or the top. */
export const SANDBOX_PAGE = 'sandbox allow-scripts allow-forms allow-downloads allow-modals';
/** Any other file (an SVG, the 404 page) opened as a page: no script at all, and an opaque origin. */
export const SANDBOX_ONLY = 'sandbox';

/**
 * The answer for a studio URL. `destination` is the request's: a fetch (`''`) gets the file as
 * stored; a frame's navigation to an HTML file the composed, sandboxed page; a top-level one the
 * host page; any other navigation the file (or the 404 page) with `Content-Security-Policy: sandbox`.
 */
export async function serveStudio(
  request: Request,
  base: string,
  readFile: ReadStudioFile,
  destination: string = request.destination,
  keep?: ComposedPages,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': NO_STORE } });
  }
  const url = new URL(request.url);
  const rest = url.pathname.slice(`${base}${STUDIO_PREFIX}`.length);
  const slash = rest.indexOf('/');
  const project = slash < 0 ? rest : rest.slice(0, slash);
  if (!STUDIO_NAME_PATTERN.test(project)) return notFound(request, project, '', destination);
  // `/studio/<name>` is the project's folder: relative links in its index.html need the slash.
  if (slash < 0) return redirect(`${base}${STUDIO_PREFIX}${project}/${url.search}`);
  const path = filePath(rest.slice(slash + 1));
  if (path === undefined) return notFound(request, project, rest.slice(slash + 1), destination);
  const file = await readFile(project, path);
  if (!file) {
    // A folder named without its slash: send the browser to the folder, as static hosts do.
    if (!path.endsWith('index.html') && (await readFile(project, `${path}/index.html`))) {
      return redirect(`${url.pathname}/${url.search}`);
    }
    return notFound(request, project, path, destination);
  }
  const navigation = NAVIGATIONS.has(destination);
  const html = /^text\/html/.test(file.contentType);
  // Imported code waits (docs/studio.md): a page of a project not approved to run is never served.
  if (html && navigation && !file.runApproved) return notRunYet(request, project);
  let body: Uint8Array<ArrayBuffer> = new Uint8Array(file.bytes);
  let contentType = file.contentType;
  let csp = navigation ? SANDBOX_ONLY : undefined;
  if (html && destination === 'iframe') {
    // The frame's own navigation: the composed page, in an opaque origin (docs/studio.md, "Trust model").
    body = keptPage(keep, url.href) ?? (await composeAndKeep(file, url, base, project, readFile, keep));
    csp = SANDBOX_PAGE;
  } else if (html && navigation) {
    // Opened top-level: the app's host page, which frames this same URL and relays for it.
    body = new TextEncoder().encode(hostPage(project, base));
    contentType = 'text/html; charset=utf-8';
    csp = HOST_PAGE_CSP;
  }
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(body.length),
    'cache-control': NO_STORE,
    'x-content-type-options': 'nosniff',
  };
  if (csp) headers['content-security-policy'] = csp;
  // A host that is cross-origin isolated (COEP require-corp, as the bench serves the app) may frame
  // only a page that declares a COEP too; credentialless asks nothing of the page's own requests.
  if (csp === SANDBOX_PAGE) headers['cross-origin-embedder-policy'] = 'credentialless';
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

/** The page composed at `url` and kept (bounded) for the version it was made at. */
async function composeAndKeep(
  file: ServedFile,
  url: URL,
  base: string,
  project: string,
  readFile: ReadStudioFile,
  keep: ComposedPages | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const folder = `${url.origin}${base}${STUDIO_PREFIX}${project}/`;
  const read = (stored: string) => readFile(project, stored);
  const page = await composePage(new TextDecoder().decode(file.bytes), url.href, project, { folder, read });
  const bytes = new TextEncoder().encode(page);
  if (keep) {
    let kept = composed.get(keep.owner);
    if (!kept || kept.version !== keep.version || kept.pages.size >= COMPOSED_KEPT) {
      kept = { version: keep.version, pages: new Map() };
      composed.set(keep.owner, kept);
    }
    kept.pages.set(url.href, bytes);
  }
  return bytes;
}

function keptPage(keep: ComposedPages | undefined, href: string): Uint8Array<ArrayBuffer> | undefined {
  const kept = keep && composed.get(keep.owner);
  return kept && kept.version === keep.version ? kept.pages.get(href) : undefined;
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location, 'cache-control': NO_STORE } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A missing project or file: a small page in German and English (never the app's shell). */
function notFound(request: Request, project: string, path: string, destination: string): Response {
  const what = escapeHtml(project ? `${project}/${path}` : path);
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nicht gefunden – Not found</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>Nicht gefunden</h1>
<p>Im Studio gibt es die Datei „${what}“ nicht. Prüfen Sie den Namen des Projekts und den Pfad der Datei, oder legen Sie die Datei im Studio an.</p>
<div lang="en"><h2>Not found</h2>
<p>The studio has no file “${what}”. Check the project’s name and the file’s path, or create the file in the studio.</p></div>
</body></html>
`;
  const bytes = new TextEncoder().encode(html);
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(bytes.length),
    'cache-control': NO_STORE,
  };
  if (NAVIGATIONS.has(destination)) headers['content-security-policy'] = SANDBOX_ONLY;
  return new Response(request.method === 'HEAD' ? null : bytes, { status: 404, headers });
}
