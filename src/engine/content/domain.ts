import type { Domain } from '../domain.ts';
import { contentRoutes } from './routes.ts';

/** The content service: /api/... */
export const contentDomain: Domain = {
  name: 'content',
  owns: (path) => path === '/api' || path.startsWith('/api/'),
  errorStyle: 'problem',
  errorGuide: '/api/guide#error-',
  routes: contentRoutes,
};
