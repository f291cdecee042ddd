/**
 * Serving the studio's projects (docs/studio.md): `<base>studio/<project>/<path>`, fetch-standard
 * `Request -> Response`. Every project lives below that one prefix, so no project, whatever its
 * name, answers for the sandbox's APIs, the app's files or the pages beside the app.
 */
import { withConsoleForwarder } from './console.ts';
import { STUDIO_NAME_PATTERN, STUDIO_PREFIX } from './limits.ts';
import { notRunYet } from './not-run-page.ts';
import { checkPath } from './rules.ts';

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
 * The answer for a studio URL. `destination` is the request's (`document`, `iframe`, `''` for a
 * fetch); only a page loaded as a document or a frame gets the console forwarder.
 */
export async function serveStudio(
  request: Request,
  base: string,
  read: ReadStudioFile,
  destination: string = request.destination,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': NO_STORE } });
  }
  const url = new URL(request.url);
  const rest = url.pathname.slice(`${base}${STUDIO_PREFIX}`.length);
  const slash = rest.indexOf('/');
  const project = slash < 0 ? rest : rest.slice(0, slash);
  if (!STUDIO_NAME_PATTERN.test(project)) return notFound(request, project, '');
  // `/studio/<name>` is the project's folder: relative links in its index.html need the slash.
  if (slash < 0) return redirect(`${base}${STUDIO_PREFIX}${project}/${url.search}`);
  const path = filePath(rest.slice(slash + 1));
  if (path === undefined) return notFound(request, project, rest.slice(slash + 1));
  const file = await read(project, path);
  if (!file) {
    // A folder named without its slash: send the browser to the folder, as static hosts do.
    if (!path.endsWith('index.html') && (await read(project, `${path}/index.html`))) {
      return redirect(`${url.pathname}/${url.search}`);
    }
    return notFound(request, project, path);
  }
  const page = /^text\/html/.test(file.contentType) && (destination === 'document' || destination === 'iframe');
  // Imported code waits (docs/studio.md): a page of a project not approved to run is never served.
  if (page && !file.runApproved) return notRunYet(request, project);
  const body = page
    ? new TextEncoder().encode(
        withConsoleForwarder(new TextDecoder().decode(file.bytes), project, `${base}${STUDIO_PREFIX}${project}/`),
      )
    : new Uint8Array(file.bytes);
  const headers = {
    'content-type': file.contentType,
    'content-length': String(body.length),
    'cache-control': NO_STORE,
    'x-content-type-options': 'nosniff',
  };
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

/**
 * The stored path a URL's path names: each segment decoded, a folder (empty, or ending in `/`) is its
 * `index.html`; undefined when it could not be a stored path (bad encoding, a decoded `/`, `\` or
 * `..`, a `%`: the URL parser already removed plain `..` segments, and stored paths never hold these).
 */
function filePath(encoded: string): string | undefined {
  let decoded: string;
  try {
    const segments = encoded.split('/').map(decodeURIComponent);
    if (segments.some((segment) => segment.includes('/'))) return undefined;
    decoded = segments.join('/');
  } catch {
    return undefined;
  }
  const path = decoded === '' || decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  try {
    return checkPath(path);
  } catch {
    return undefined;
  }
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location, 'cache-control': NO_STORE } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A missing project or file: a small page in German and English (never the app's shell). */
function notFound(request: Request, project: string, path: string): Response {
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
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(bytes.length),
    'cache-control': NO_STORE,
  };
  return new Response(request.method === 'HEAD' ? null : bytes, { status: 404, headers });
}
