/**
 * The municipal routes that answer from the catalogue alone, with no world, database or services:
 * the engine's core answers them itself (core.ts), so a cold worker answers GET /v1/services without
 * evaluating the services (docs/performance.md). routes.ts hands out the same handlers.
 */

import { json } from '../http/responses.ts';
import type { RouteHandler } from '../http/router.ts';
import { SERVICES } from './catalogue.ts';
import { serviceSummary } from './catalogue-resource.ts';

export function catalogueHandlers(context: { base: string }): { listServices: RouteHandler } {
  return {
    listServices: () => json({ services: SERVICES.map((service) => serviceSummary(service, context.base)) }),
  };
}
