/**
 * The local bridge and the token command line, as /llms.txt and the guides describe them (issue #18).
 * Every fact comes from src/shared/bridge-protocol.mjs, the module the bridge itself runs, so the texts
 * cannot drift from the command.
 */
import {
  BRIDGE_COMMAND,
  BRIDGE_FILE,
  BRIDGE_RUN,
  BRIDGE_URL,
  LOCAL_TOOLS_ROUTE,
  TOKEN_COMMANDS,
  TOKEN_COMMANDS_IN_PROJECT,
} from '../../shared/bridge-protocol.mjs';
import type { Lang } from '../words.ts';
import type { GuideSection } from './guide-page.ts';

/**
 * The section of /llms.txt. `viaBridge`: the text is read through the bridge at `baseUrl`, so it
 * names no other address (the app's tab is the one already paired).
 */
export function bridgeLlmsSection(baseUrl: string, viaBridge = false): string {
  if (viaBridge) {
    return `## Programs outside the browser: the local bridge
- You are reading this through the local bridge at ${baseUrl}. It hands each request to the app's tab
  that is paired with it; every path below works here while that tab stays open (a reload of the tab
  pairs it again by itself). Without a paired tab the bridge answers 503 no_app_paired.
- MCP: ${baseUrl}mcp, with the same bearer headers.
- Content tokens from the command line (the owner approves each create and revoke in the app; the new
  token is printed once, alone on stdout; in a copy of the project: ${TOKEN_COMMANDS_IN_PROJECT}):
${TOKEN_COMMANDS.map((line) => `    ${line}`).join('\n')}
`;
  }
  return `## Programs outside the browser: the local bridge
- ${baseUrl} is answered by a service worker inside a browser tab. curl, scripts and MCP clients on the
  computer cannot reach it there (a plain static server such as npm start's answers them
  421 sandbox_runs_in_the_browser). They use the local bridge, which hands each request to the app's tab:
  1. Download ${baseUrl}${BRIDGE_FILE} (one file, Node.js 20 or newer, nothing to install) and start it:
     ${BRIDGE_RUN}  (in a copy of the project: ${BRIDGE_COMMAND}). It prints ${BRIDGE_URL} and a pairing
     code; --port N picks another port, 0 a free one.
  2. Pair: open ${baseUrl}${LOCAL_TOOLS_ROUTE} ("Local tools"), enter the port and the code, press Connect,
     and keep that tab open (a reload of it pairs again by itself).
  3. Send the same requests to the bridge, paths relative to it: ${BRIDGE_URL}v1/services,
     ${BRIDGE_URL}api/pages, MCP at ${BRIDGE_URL}mcp, with the same bearer headers.
- Content tokens from the command line (the owner approves each create and revoke in the app; the new
  token is printed once, alone on stdout; in a copy of the project: ${TOKEN_COMMANDS_IN_PROJECT}):
${TOKEN_COMMANDS.map((line) => `    ${line}`).join('\n')}
`;
}

/**
 * The guides' section (`#bridge`), in HTML, in the guide's language; its requests go to `bridgeUrl`
 * (the bridge the guide was read through, else the default one).
 */
export function bridgeGuideSection(baseUrl: string, lang: Lang, bridgeUrl: string = BRIDGE_URL): GuideSection {
  const tokens = `<pre id="token-commands">${TOKEN_COMMANDS.join('\n')}</pre>`;
  const download = `<a href="${baseUrl}${BRIDGE_FILE}" download="${BRIDGE_FILE}">${BRIDGE_FILE}</a>`;
  if (lang === 'de') {
    return {
      id: 'bridge',
      title: 'Programme außerhalb des Browsers: die lokale Brücke',
      html: `<p>Diese API beantwortet ein Service Worker in einem Browser-Tab. curl, Skripte und MCP-Clients auf dem Rechner erreichen <code>${baseUrl}</code> deshalb nicht (ein gewöhnlicher statischer Server antwortet ihnen <code>421 sandbox_runs_in_the_browser</code>). Sie gehen über die lokale Brücke, die jede Anfrage an den Tab der App weiterreicht:</p>
<ol>
<li>Laden Sie ${download} herunter (eine Datei, Node.js 20 oder neuer, nichts zu installieren) und starten Sie sie: <code>${BRIDGE_RUN}</code> (in einer Kopie des Projekts: <code>${BRIDGE_COMMAND}</code>). Sie zeigt <code>${BRIDGE_URL}</code> und einen Kopplungscode (<code>--port N</code> wählt einen anderen Port).</li>
<li>Koppeln: Öffnen Sie <a href="${baseUrl}${LOCAL_TOOLS_ROUTE}">Lokale Werkzeuge</a> in der App, geben Sie Port und Code ein, drücken Sie „Verbinden“ und lassen Sie diesen Tab offen (nach einem Neuladen koppelt er sich von selbst wieder).</li>
<li>Senden Sie dieselben Anfragen an die Brücke, Pfade relativ zu ihr: <code>${bridgeUrl}v1/services</code>, <code>${bridgeUrl}api/pages</code>, MCP unter <code>${bridgeUrl}mcp</code>, mit denselben Bearer-Kopfzeilen.</li>
</ol>
<p>Inhalts-Token über die Kommandozeile (die Eigentümerin bestätigt jedes Anlegen und Widerrufen in der App; das neue Token wird einmal ausgegeben, allein auf stdout; in einer Kopie des Projekts: <code>${TOKEN_COMMANDS_IN_PROJECT}</code>):</p>
${tokens}`,
    };
  }
  return {
    id: 'bridge',
    title: 'Programs outside the browser: the local bridge',
    html: `<p>This API is answered by a service worker inside a browser tab, so curl, scripts and MCP clients on the computer cannot reach <code>${baseUrl}</code> (a plain static server answers them <code>421 sandbox_runs_in_the_browser</code>). They go through the local bridge, which hands each request to the app’s tab:</p>
<ol>
<li>Download ${download} (one file, Node.js 20 or newer, nothing to install) and start it: <code>${BRIDGE_RUN}</code> (in a copy of the project: <code>${BRIDGE_COMMAND}</code>). It prints <code>${BRIDGE_URL}</code> and a pairing code (<code>--port N</code> picks another port).</li>
<li>Pair: open <a href="${baseUrl}${LOCAL_TOOLS_ROUTE}">Local tools</a> in the app, enter the port and the code, press Connect, and keep that tab open (a reload of it pairs again by itself).</li>
<li>Send the same requests to the bridge, paths relative to it: <code>${bridgeUrl}v1/services</code>, <code>${bridgeUrl}api/pages</code>, MCP at <code>${bridgeUrl}mcp</code>, with the same bearer headers.</li>
</ol>
<p>Content tokens from the command line (the owner approves each create and revoke in the app; the new token is printed once, alone on stdout; in a copy of the project: <code>${TOKEN_COMMANDS_IN_PROJECT}</code>):</p>
${tokens}`,
  };
}
