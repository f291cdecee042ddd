/**
 * Finding 10: every example in the guides and /llms.txt is valid, tested by sending it. The lines of
 * the guides' example blocks are parsed from the served HTML and sent to the engine as they stand
 * (issue #27: the curl lines, with only the shell variables TOKEN, SLOT and ID set).
 */
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/engine/municipal/schemas.ts';
import { createJsPdfRenderer } from '../../../src/engine/pdf/jspdf-renderer.ts';
import { type TestEngine, testEngine } from '../support.ts';

interface Step {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
}

/** A line of the shell split into its words: '...' kept as is, "..." with $VARS filled in. */
function shellWords(line: string, vars: Record<string, string>): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let at = 0; at < line.length; ) {
    const char = line[at] as string;
    if (char === ' ') {
      if (word !== undefined) words.push(word);
      word = undefined;
      at += 1;
    } else if (char === "'" || char === '"') {
      const end = line.indexOf(char, at + 1);
      const inner = line.slice(at + 1, end);
      word =
        (word ?? '') +
        (char === "'" ? inner : inner.replace(/\$([A-Z]+)/g, (_, name: string) => vars[name] ?? `$${name}`));
      at = end + 1;
    } else {
      word = (word ?? '') + char;
      at += 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * The curl lines of a `<pre id="...">` block: `# METHOD /path -> STATUS words`, then the curl
 * command, to the bridge's address (the path is what the engine is asked for).
 */
function curlSteps(html: string, id: string): ((vars: Record<string, string>) => Step)[] {
  const block = new RegExp(`<pre class="example" id="${id}"><code>([\\s\\S]*?)</code></pre>`).exec(html)?.[1];
  expect(block, `the guide has <pre id="${id}">`).toBeTruthy();
  const lines = (block ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&').split('\n');
  return lines.flatMap((line, index) => {
    if (!line.startsWith('curl ')) return [];
    const status = Number(/-> (\d{3})/.exec(lines[index - 1] ?? '')?.[1]);
    return [
      (vars: Record<string, string>) => {
        const words = shellWords(line, vars);
        const step: Step = { method: 'GET', path: '', headers: {}, status };
        for (let at = 1; at < words.length; at += 1) {
          const word = words[at] as string;
          if (word === '-i') continue;
          if (word === '-X') step.method = words[++at] as string;
          else if (word === '-H') {
            const header = words[++at] as string;
            const colon = header.indexOf(': ');
            step.headers[header.slice(0, colon).toLowerCase()] = header.slice(colon + 2);
          } else if (word === '-d') step.body = words[++at];
          else step.path = new URL(word).pathname + new URL(word).search;
        }
        return step;
      },
    ];
  });
}

/** Sends each step as its line stands, the shell's variables TOKEN, SLOT and ID set from earlier answers. */
async function run(
  engine: TestEngine,
  steps: ((vars: Record<string, string>) => Step)[],
  values: Record<string, string>,
) {
  for (const made of steps) {
    const step = made({ TOKEN: values.token ?? '', SLOT: values.slot ?? '', ID: values.id ?? '' });
    const { headers, body } = step;
    if (headers['idempotency-key']) expect(headers['idempotency-key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const res = await engine.handle(
      new Request(`http://localhost${step.path}`, { method: step.method, headers, body }),
    );
    expect(res.status, `${step.method} ${step.path}`).toBe(step.status);
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const json = await res.json();
      if (json.token) values.token = json.token;
      if (json.slots?.[0]) values.slot = json.slots[0];
      if (json.id && step.method === 'POST' && step.status === 201) values.id = json.id;
    }
  }
}

describe('the guides’ examples run as they stand', () => {
  it('the municipal flow of /v1/guide, from session to ending the world', async () => {
    const engine = testEngine({ pdf: createJsPdfRenderer(jsPDF) });
    const guide = await (await engine.call('GET', '/v1/guide')).text();
    const steps = curlSteps(guide, 'flow-curl-lines');
    expect(steps.length).toBeGreaterThanOrEqual(9);
    await run(engine, steps, {});
  });

  it('the content example of /api/guide, with a token of the Agents area', async () => {
    const engine = testEngine();
    const { token } = await engine.owner.createToken({ name: 'guide', scopes: ['content:write', 'content:publish'] });
    const guide = await (await engine.call('GET', '/api/guide')).text();
    const steps = curlSteps(guide, 'example-curl-lines');
    expect(steps.length).toBeGreaterThanOrEqual(6);
    await run(engine, steps, { token });
  });

  it('every Idempotency-Key in the guides and /llms.txt has the valid format, and /llms.txt states it', async () => {
    const engine = testEngine();
    const texts = await Promise.all(
      ['/v1/guide', '/api/guide', '/llms.txt'].map(async (path) => (await engine.call('GET', path)).text()),
    );
    const keys = texts.flatMap((text) => [...text.matchAll(/Idempotency-Key: ([^\s<"]+)/g)].map((m) => m[1]));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(texts[2]).toContain('16 to 100 characters of A-Z a-z 0-9 _ -');
  });

  it('the draft example of /llms.txt is accepted', async () => {
    const engine = testEngine();
    const llms = await (await engine.call('GET', '/llms.txt')).text();
    const match = /Example: POST \S*v1\/drafts {2}Idempotency-Key: (\S+)\n\s+(\{.*\})/.exec(llms);
    expect(match).toBeTruthy();
    const session = await (await engine.call('POST', '/v1/sessions', {})).json();
    const res = await engine.call('POST', '/v1/drafts', JSON.parse(match?.[2] ?? '{}'), {
      authorization: `Bearer ${session.token}`,
      'idempotency-key': match?.[1] ?? '',
    });
    expect(res.status).toBe(201);
  });
});
