/**
 * The lines Local tools offers once the tab is paired: the same request from curl, Python and Node,
 * at this bridge's address. Each is one line a person pastes into a terminal; none needs a package
 * (Python's standard library, Node's own fetch) and none holds a secret (the path needs no key).
 * A minimal module of its own: the snippet library of the API reference (issue 27, item 3) had not
 * landed when this was written (docs/bridge.md, "Local tools").
 */

export type SnippetId = 'curl' | 'python' | 'node';

export interface Snippet {
  id: SnippetId;
  text: string;
}

/** The greeting: it needs no world and no key, so the lines work as they are. */
const SNIPPET_PATH = 'hello/Ada';

/** `bridgeUrl` ends in `/` (`http://127.0.0.1:4280/`). */
export function bridgeSnippets(bridgeUrl: string, path = SNIPPET_PATH): Snippet[] {
  const url = `${bridgeUrl}${path}`;
  return [
    { id: 'curl', text: `curl -s ${url}` },
    {
      id: 'python',
      text: `python3 -c "import urllib.request; print(urllib.request.urlopen('${url}').read().decode())"`,
    },
    { id: 'node', text: `node -e "fetch('${url}').then((r) => r.text()).then(console.log)"` },
  ];
}

/** The bridge's address on `port`, as the bridge prints it. */
export function bridgeAddress(port: number): string {
  return `http://127.0.0.1:${port}/`;
}
