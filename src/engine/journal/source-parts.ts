/**
 * The row's source and project of what an adapter says: apart from sources.ts, whose lists the worker
 * evaluates only with the journal's schemas, because the recorder runs at every start.
 */
import type { JournalSource, RequestSource } from './sources.ts';

export function sourceParts(origin: RequestSource): { source: JournalSource; project?: string } {
  return origin.startsWith('studio:')
    ? { source: 'studio', project: origin.slice(7) }
    : { source: origin as JournalSource };
}
