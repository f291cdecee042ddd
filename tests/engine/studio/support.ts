/** A test engine's studio: the owner operations, a snapshot of its tables, and a served request. */
import { createHash } from 'node:crypto';
import type { TestEngine } from '../support.ts';

/** Every row of the studio's tables: a refused operation must leave this unchanged. */
export async function studioRows(engine: TestEngine) {
  const { db } = engine.context;
  return {
    projects: await db.studioProjects.toArray(),
    // The bytes by their digest: comparing megabytes element by element is slow.
    files: (await db.studioFiles.toArray()).map((file) => ({
      ...file,
      bytes: createHash('sha256').update(new Uint8Array(file.bytes)).digest('hex'),
    })),
  };
}

/** The code an owner operation is refused with (the ApiError's), or 'ok'. */
export async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** A GET of a studio URL as the worker sends it (`destination` '' is a fetch). */
export function served(engine: TestEngine, path: string, destination = '', method = 'GET'): Promise<Response> {
  return engine.serveStudio(new Request(`http://localhost${path}`, { method }), destination);
}
