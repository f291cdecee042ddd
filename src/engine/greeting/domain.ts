import type { Domain } from '../domain.ts';
import { greetingRoutes } from './routes.ts';

/** The greeting app answers errors as `{ error: <status> }`, exactly as its spec says. */
export const greetingDomain: Domain = {
  name: 'greeting',
  owns: (path) => path === '/hello' || path.startsWith('/hello/'),
  errorStyle: 'status-code',
  routes: () => greetingRoutes,
};
