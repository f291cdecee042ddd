/**
 * The host page's script (`studio-host.js`, docs/studio.md "A tab"): a studio page opened in a tab
 * gets the app's host page (src/engine/studio/host-page.ts), and this frames the same URL (query and
 * fragment as typed), full window, which the worker answers with the composed, sandboxed page. It
 * relays that page's requests and writes its console to this tab's own console.
 */
import { hostFrame } from './relay.ts';

const { project = '', base = '/' } = document.body.dataset;
const frame = document.createElement('iframe');
frame.title = project;
// The host page's CSP allows no inline style; styles set through the DOM are not inline markup.
Object.assign(document.documentElement.style, { height: '100%' });
Object.assign(document.body.style, { margin: '0', height: '100%', overflow: 'hidden' });
Object.assign(frame.style, { display: 'block', border: '0', width: '100%', height: '100%' });
hostFrame(frame, {
  project,
  origin: location.origin,
  base,
  fetch: (input, init) => fetch(input, init),
  onConsole: (message) => {
    const where = message.file ? ` (${message.file}:${message.line ?? ''})` : '';
    console[message.level](`${message.text}${where}`);
  },
});
frame.src = location.href;
document.body.append(frame);
