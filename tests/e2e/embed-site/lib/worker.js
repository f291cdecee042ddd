// A site's own worker that imports the sandbox (README, "A site that already has a worker").
// Its own paths /lib/api/... collide with the sandbox's /api, so the sandbox moves under /lib/sandbox/.
// pdf-renderer.js is beside sandbox-sw.js in the site's root, not beside this worker.
self.sandboxOptions = { listen: false, base: '/lib/sandbox/', pdfScript: '/pdf-renderer.js' };
importScripts('/sandbox-sw.js');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (self.sandbox.matches(event.request)) {
    event.respondWith(self.sandbox.handle(event.request));
    return;
  }
  // The site's own handling would go here; this one lets the browser fetch everything else.
});
