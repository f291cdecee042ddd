/**
 * The editor completes the sandbox's paths inside strings, derived from the contracts through the
 * served OpenAPI documents (issue 32): a route added to a contract is offered with no other change.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentContract } from '../../../src/engine/content/contract.ts';
import { greetingContract } from '../../../src/engine/greeting/contract.ts';
import type { ServiceContract } from '../../../src/engine/http/contract.ts';
import { openApiDocument } from '../../../src/engine/http/openapi.ts';
import { municipalContract } from '../../../src/engine/municipal/contract.ts';
import { completionsFor, pathsOfDocuments } from '../../../src/ui/studio/sandbox-paths.ts';

const BASE = 'http://localhost/';
const documentOf = (contract: unknown) => openApiDocument(contract as ServiceContract, BASE);

/** A contract route's path as OpenAPI writes it: `/v1/services/:id` -> `/v1/services/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the sandbox paths the studio completes', () => {
  it('are every path of every contract, once', () => {
    const paths = pathsOfDocuments([municipalContract, contentContract, greetingContract].map(documentOf));
    const expected = new Set(
      [municipalContract, contentContract, greetingContract].flatMap((contract) =>
        Object.values(contract.routes as Record<string, { path: string }>).map((route) => openApiPath(route.path)),
      ),
    );
    expect(paths.map((entry) => entry.path).sort()).toEqual([...expected].sort());
    expect(paths.find((entry) => entry.path === '/v1/services')?.methods).toBe('GET');
  });

  it('include a route added to a contract, with no other change', () => {
    const extended = {
      ...greetingContract,
      routes: {
        ...greetingContract.routes,
        wave: {
          method: 'GET',
          path: '/hello/wave/:name',
          summary: { en: 'Waves', de: 'Winkt' },
          auth: 'none',
          params: { name: v.string() },
          responses: { 200: { description: { en: 'A wave', de: 'Ein Winken' }, json: v.object({ wave: v.string() }) } },
          errors: [],
        },
      },
    };
    const paths = pathsOfDocuments([documentOf(extended)]).map((entry) => entry.path);
    expect(paths).toContain('/hello/wave/{name}');
  });

  it('are offered below the app’s base, or two folders up when the string starts with a dot', () => {
    const paths = [{ path: '/v1/services', methods: 'GET', summary: 'The services' }];
    expect(completionsFor('/', paths, '/sandbox/').map((option) => option.label)).toEqual(['/sandbox/v1/services']);
    expect(completionsFor('../', paths, '/').map((option) => option.label)).toEqual(['../../v1/services']);
  });
});
