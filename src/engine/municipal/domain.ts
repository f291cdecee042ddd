import type { Domain } from '../domain.ts';
import { municipalRoutes } from './routes.ts';

/** The fictional municipal demo service: /v1/... and /formulare/... */
export const municipalDomain: Domain = {
  name: 'municipal',
  owns: (path) => path === '/v1' || path.startsWith('/v1/') || path === '/formulare' || path.startsWith('/formulare/'),
  errorStyle: 'problem',
  errorGuide: '/v1/guide#error-',
  routes: municipalRoutes,
};
