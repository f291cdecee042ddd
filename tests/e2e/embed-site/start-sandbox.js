// The registration snippet of the README ("Sites on other origins"): register the embed worker once,
// then wait until it controls this page (also after a hard reload, which leaves a page uncontrolled).
window.sandboxReady = (async () => {
  const registration = await navigator.serviceWorker.register('/sandbox-sw.js');
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  const controlled = new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
  });
  registration.active.postMessage({ type: 'CLAIM' });
  await controlled;
})();
