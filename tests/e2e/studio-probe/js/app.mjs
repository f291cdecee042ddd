import { chain } from './lib/one.mjs';

const result = {};
const attempt = async (name, work) => {
  try {
    result[name] = await work();
  } catch (error) {
    result[name] = `refused: ${error.name}`;
  }
};
result.origin = self.origin;
await attempt(
  'indexedDB',
  () =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open('probe');
      request.onsuccess = () => resolve('opened');
      request.onerror = () => reject(request.error ?? new Error('error'));
    }),
);
await attempt('caches', async () => {
  await caches.keys();
  return 'opened';
});
await attempt('localStorage', () => `opened ${localStorage.length}`);
await attempt('cookie', () => `opened ${document.cookie}`);
await attempt('parent', () => `opened ${parent.document.title}`);
await attempt('controller', () => (navigator.serviceWorker?.controller ? 'controlled' : 'none'));
await attempt('services', async () => (await (await fetch('../../v1/services')).json()).services.length);
await attempt('data', async () => (await (await fetch('data.json')).json()).a);
result.chain = chain;
result.base = new URL('../../', location.href).href;
result.search = location.search;
await document.fonts.ready;
result.font = [...document.fonts].some((face) => face.family.includes('Probe') && face.status === 'loaded');
const pic = document.getElementById('pic');
await (pic.complete ? Promise.resolve() : new Promise((resolve) => pic.addEventListener('load', resolve)));
result.image = pic.naturalWidth;
document.getElementById('download').addEventListener('click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob(['receipt'], { type: 'text/plain' }));
  link.download = 'receipt.txt';
  link.click();
});
document.getElementById('result').textContent = JSON.stringify(result);
console.info(`probe ${JSON.stringify(result)}`);
console.log('probe done');
