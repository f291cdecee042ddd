/**
 * The answer for a page of an imported project that has not been approved to run (issue 38,
 * docs/studio.md "Imported code waits"): a small page in German and English that says so, sent with
 * `Content-Security-Policy: sandbox` (an opaque origin, no scripts), so nothing of the project runs.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function notRunYet(request: Request, project: string): Response {
  const name = escapeHtml(project);
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Noch nicht ausgeführt – Not run yet</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>Noch nicht ausgeführt</h1>
<p>Das Projekt „${name}“ wurde importiert, und sein Code ist noch nie gelaufen. Öffnen Sie es im Studio, sehen Sie sich die Dateien an und wählen Sie „Ausführen“.</p>
<div lang="en"><h2>Not run yet</h2>
<p>The project “${name}” was imported and has not run yet. Open it in the studio, look at its files and choose Run.</p></div>
</body></html>
`;
  const bytes = new TextEncoder().encode(html);
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(bytes.length),
    'cache-control': 'no-store',
    'content-security-policy': 'sandbox',
    'x-content-type-options': 'nosniff',
  };
  return new Response(request.method === 'HEAD' ? null : bytes, { status: 403, headers });
}
