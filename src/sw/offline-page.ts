/** The page a navigation gets when the worker has nothing it may show: plain text in both languages, never the shell. */
export function offlinePage(de: string, en: string): Response {
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1>Offline</h1>
<p>${de}</p>
<p lang="en">${en}</p>
</body></html>
`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
