/** What the content service's functions receive: the engine's context with only the service's own tables. */
import type { ContentDb } from '../db/database.ts';
import type { EngineContext } from '../domain.ts';

export type ContentContext = EngineContext<ContentDb>;
