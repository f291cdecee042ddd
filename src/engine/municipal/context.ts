/** What the municipal service's functions receive: the engine's context with only the service's own tables. */
import type { MunicipalDb } from '../db/database.ts';
import type { EngineContext } from '../domain.ts';

export type MunicipalContext = EngineContext<MunicipalDb>;
