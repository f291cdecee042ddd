// The floor of the cold-start comparison: a worker that answers every request with a constant.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname.endsWith('/index.html')) return;
  event.respondWith(new Response('{"hello":"cold"}', { headers: { 'content-type': 'application/json' } }));
});
