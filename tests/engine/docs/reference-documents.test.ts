/**
 * What the reference screen reads besides /v1/openapi.json and /api/schema (issue 27): the greeting's
 * OpenAPI document and the MCP tools, both derived from the contracts, and each contract's examples,
 * which the "Try it" forms start from, are bodies the route accepts.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentContract } from '../../../src/engine/content/contract.ts';
import { greetingContract } from '../../../src/engine/greeting/contract.ts';
import type { ServiceContract } from '../../../src/engine/http/contract.ts';
import { mcpContract } from '../../../src/engine/mcp/contract.ts';
import { allTools } from '../../../src/engine/mcp/tools.ts';
import { municipalContract } from '../../../src/engine/municipal/contract.ts';
import { testEngine } from '../support.ts';

describe('the documents of the reference screen', () => {
  it('GET /openapi/hello.json is the greeting’s OpenAPI document, with its example body', async () => {
    const engine = testEngine();
    const response = await engine.call('GET', '/openapi/hello.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(['/hello', '/hello/{name}']);
    expect(document.paths['/hello'].post.requestBody.content['application/json'].example).toEqual({ name: 'Ada' });
  });

  it('GET /mcp-tools.json lists every tool, whoever asks, with its input schema and audience', async () => {
    const engine = testEngine();
    const response = await engine.call('GET', '/mcp-tools.json');
    expect(response.status).toBe(200);
    const { tools, endpoint } = (await response.json()) as {
      tools: { name: string; audience: string; inputSchema: object }[];
      endpoint: { paths: Record<string, unknown> };
    };
    expect(Object.keys(endpoint.paths)).toEqual(['/mcp']);
    expect(tools.map((tool) => tool.name)).toEqual(allTools().map((tool) => tool.name));
    expect(new Set(tools.map((tool) => tool.audience))).toEqual(new Set(['public', 'world', 'content']));
    for (const tool of tools) expect(tool.inputSchema).toMatchObject({ type: 'object' });
  });

  it('GET /mcp-tools.json?lang=de gives the tools’ titles from the contracts’ German summaries; English by default', async () => {
    const engine = testEngine();
    type Listed = {
      tools: { name: string; title: string; description: string }[];
      endpoint: { paths: Record<string, { post: { summary: string } }> };
    };
    const en = (await (await engine.call('GET', '/mcp-tools.json')).json()) as Listed;
    const answer = await engine.call('GET', '/mcp-tools.json?lang=de');
    expect(answer.headers.get('content-language')).toBe('de');
    const de = (await answer.json()) as Listed;
    expect(de.tools.map((tool) => tool.name)).toEqual(en.tools.map((tool) => tool.name));
    const createDraft = (list: Listed) => list.tools.find((tool) => tool.name === 'municipal_create_draft');
    expect(createDraft(en)?.title).toBe(municipalContract.routes.createDraft.summary.en);
    expect(createDraft(de)?.title).toBe(municipalContract.routes.createDraft.summary.de);
    expect(createDraft(de)?.description).toContain('Nichts wird ausgeführt');
    expect(de.endpoint.paths['/mcp']?.post.summary).toBe(mcpContract.routes.message.summary.de);
    // What models read (tools/list) stays English.
    expect(allTools().map((tool) => tool.title)).toEqual(en.tools.map((tool) => tool.title));
    const greeting = await (await engine.call('GET', '/openapi/hello.json?lang=de')).json();
    expect(greeting.paths['/hello'].post.summary).toBe(greetingContract.routes.greetByBody.summary.de);
  });

  it('GET /v1/openapi.json?lang=de describes every answer and header in the contract’s German words', async () => {
    const engine = testEngine();
    type Operation = {
      parameters?: { in: string; name: string; description?: string }[];
      responses: Record<string, { description: string }>;
    };
    const read = async (path: string) =>
      Object.values(
        (await (await engine.call('GET', path)).json()).paths as Record<string, Record<string, Operation>>,
      ).flatMap((item) => Object.values(item));
    const [en, de] = [await read('/v1/openapi.json'), await read('/v1/openapi.json?lang=de')];
    const submit = municipalContract.routes.submitCase;
    const germanSubmit = de.find((op) => op.responses['202'] !== undefined);
    expect(germanSubmit?.responses['202']?.description).toBe(submit.responses[202]?.description.de);
    const key = germanSubmit?.parameters?.find((parameter) => parameter.name === 'Idempotency-Key');
    expect(key?.description).toBe(submit.headers?.['Idempotency-Key']?.description.de);
    // Word for word, only names that are the same in both languages (PDF, HTML, OpenAPI 3.1) stay alike.
    const words = (ops: Operation[]) =>
      ops.flatMap((op) => [
        ...Object.entries(op.responses)
          .filter(([status]) => Number(status) < 400)
          .map(([, r]) => r.description),
        ...(op.parameters ?? []).flatMap((parameter) => (parameter.description ? [parameter.description] : [])),
      ]);
    const same = words(en).filter((text, index) => words(de)[index] === text);
    expect(new Set(same)).toEqual(new Set(['PDF', 'HTML', 'OpenAPI 3.1']));
  });

  it('the OpenAPI documents name their guide, the page each error section is on', async () => {
    const engine = testEngine();
    const municipal = await (await engine.call('GET', '/v1/openapi.json')).json();
    expect(municipal.externalDocs.url).toBe('http://localhost/v1/guide');
    const content = await (await engine.call('GET', '/api/schema')).json();
    expect(content.externalDocs.url).toBe('http://localhost/api/guide');
  });
});

describe('the contracts’ example bodies', () => {
  const contracts: ServiceContract[] = [municipalContract, contentContract, greetingContract, mcpContract];
  const examples = contracts.flatMap((contract) =>
    Object.entries(contract.routes).flatMap(([name, route]) =>
      route.body && 'json' in route.body && route.body.example !== undefined
        ? [{ name: `${contract.name}.${name}`, schema: route.body.json, example: route.body.example }]
        : [],
    ),
  );

  it('exist for the routes people try first', () => {
    expect(examples.map((example) => example.name)).toEqual(
      expect.arrayContaining(['municipal.createDraft', 'content.createPage', 'greeting.greetByBody', 'mcp.message']),
    );
  });

  it.each(examples)('$name: its example is valid for its body schema', ({ schema, example }) => {
    expect(v.safeParse(schema, example).success).toBe(true);
  });
});
