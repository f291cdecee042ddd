/**
 * The studio and the transfers are evaluated at their first use (issue 43): the services' API requests
 * never evaluate services/on-demand.ts; the first studio operation or studio path does, once.
 */
import { describe, expect, it, vi } from 'vitest';
import { createEngineCore } from '../../../src/engine/core.ts';
import { services } from '../../../src/engine/services/all.ts';
import { testDb } from '../support.ts';

const evaluated = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/engine/services/on-demand.ts', async (importOriginal) => {
  evaluated.count += 1;
  return importOriginal();
});

describe('the studio and the transfers', () => {
  it('are evaluated at the first studio operation, not by API requests, and once', async () => {
    const engine = createEngineCore({ db: testDb(), services: () => services });
    const session = await engine.handle(new Request('http://localhost/v1/sessions', { method: 'POST', body: '{}' }));
    expect(session.status).toBe(201);
    expect((await engine.handle(new Request('http://localhost/api/pages'))).status).toBe(401);
    expect((await engine.handle(new Request('http://localhost/v1/drafts'))).status).toBe(401);
    expect(evaluated.count).toBe(0);
    expect(await engine.owner.listProjects({})).toEqual([]);
    expect(evaluated.count).toBe(1);
    expect((await engine.serveStudio(new Request('http://localhost/studio/none/index.html'))).status).toBe(404);
    expect(await engine.owner.exportFile({ worlds: [] })).toBeTruthy();
    expect(evaluated.count).toBe(1);
  });
});
