/**
 * The studio's templates (issue 32): what a new project starts with. The pages call the sandbox with
 * addresses relative to themselves (`../../v1/services`: a project lives at `<base>studio/<name>/`),
 * so they work under any base path. The booking template is the reference frontend itself, read
 * from examples/booking/ at build time into the studio's chunk, so it never drifts from it.
 */
import { type StudioFile, textBytes } from './studio-client.ts';

export type TemplateId = 'blank' | 'services' | 'booking' | 'feed';

export const TEMPLATE_IDS: readonly TemplateId[] = ['blank', 'services', 'booking', 'feed'];

/** The reference frontend's files, as text, loaded only when the template is chosen. */
const BOOKING = import.meta.glob<string>('/examples/booking/**', { query: '?raw', import: 'default' });

const page = (title: string, body: string, script = 'app.js') => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="stylesheet" href="style.css">
  <script type="module" src="${script}"></script>
</head>
<body>
${body}
</body>
</html>
`;

const STYLE = `body {
  font-family: system-ui, sans-serif;
  margin: 1rem auto;
  max-width: 40rem;
  padding: 0 1rem;
  line-height: 1.5;
}
`;

const BLANK: Record<string, string> = {
  'index.html': page('My page', '  <main>\n    <h1>Hello</h1>\n    <p id="out"></p>\n  </main>'),
  'style.css': STYLE,
  'app.js': `// Your code. The sandbox answers at the same origin, e.g. fetch('../../v1/services').
const out = document.querySelector('#out');
out.textContent = 'Ready.';
`,
};

const SERVICES: Record<string, string> = {
  'index.html': page(
    'Services',
    '  <main>\n    <h1>Services</h1>\n    <p id="count" role="status">Loading …</p>\n    <ul id="list"></ul>\n  </main>',
  ),
  'style.css': STYLE,
  'app.js': `// Lists the sandbox's services: GET /v1/services (no world needed).
import { getJson } from './api.js';

const lang = navigator.language.startsWith('de') ? 'de' : 'en';
const { services } = await getJson('../../v1/services');
document.querySelector('#count').textContent = \`\${services.length} services\`;
const list = document.querySelector('#list');
for (const service of services) {
  const item = document.createElement('li');
  item.textContent = service.name[lang];
  list.append(item);
}
`,
  'api.js': `/** Reads JSON from the sandbox and throws its Problem (error code and message) on a failure. */
export async function getJson(path) {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body = await response.json();
  if (!response.ok) throw new Error(\`\${body.error}: \${body.message}\`);
  return body;
}
`,
};

const FEED: Record<string, string> = {
  'index.html': page(
    'Public feed',
    '  <main>\n    <h1>Published pages</h1>\n    <p id="status" role="status">Loading …</p>\n    <div id="feed"></div>\n  </main>',
  ),
  'style.css': `${STYLE}article { border-top: 1px solid #ccc; padding: 0.5rem 0; }\n`,
  'app.js': `// The content API's public feed: the live revisions of published pages, no token needed.
const response = await fetch('../../api/public/feed');
const { items } = await response.json();
const status = document.querySelector('#status');
status.textContent = items.length === 0 ? 'Nothing published yet: publish a page in the app\\'s Content area.' : '';
const feed = document.querySelector('#feed');
for (const item of items) {
  const article = document.createElement('article');
  const heading = document.createElement('h2');
  heading.textContent = item.title;
  const excerpt = document.createElement('p');
  excerpt.textContent = item.excerpt;
  article.append(heading, excerpt);
  feed.append(article);
}
`,
};

function asFiles(texts: Record<string, string>): StudioFile[] {
  return Object.entries(texts).map(([path, text]) => ({ path, bytes: textBytes(text) }));
}

/** The files a template gives a new project. */
export async function templateFiles(id: TemplateId): Promise<StudioFile[]> {
  if (id === 'blank') return asFiles(BLANK);
  if (id === 'services') return asFiles(SERVICES);
  if (id === 'feed') return asFiles(FEED);
  const entries = await Promise.all(
    Object.entries(BOOKING).map(
      async ([path, load]) => [path.replace('/examples/booking/', ''), await load()] as const,
    ),
  );
  return asFiles(Object.fromEntries(entries));
}
