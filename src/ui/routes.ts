/**
 * The app's hash routes, each declared once with its named parameters: this table both matches a hash
 * path (`matchRoute`) and builds a route's address (`hrefTo`, `pathTo`), so no screen splits or prefixes
 * a path itself. Pure (no `window`): the router (router.ts) follows the address, the shell (app.tsx)
 * gives each route its screen. Patterns use the engine's matcher (src/shared/path-pattern.mjs).
 *
 *   hrefTo('form', { service: 'termin' })          -> '#/buergerservice/antrag/termin'
 *   hrefTo('import', {}, { from: 'scenarios/a' })  -> '#/import?from=scenarios%2Fa'
 *   matchRoute('/buergerservice/pruefen/c1')       -> { name: 'review', params: { case: 'c1' }, ... }
 */
import { matchSegments, splitPath } from '../shared/path-pattern.mjs';

/** The areas of the app's navigation; a route belongs to one, or to none (a link opened from outside). */
export type Area =
  | 'home'
  | 'municipal'
  | 'content'
  | 'greeting'
  | 'reference'
  | 'tools'
  | 'inspector'
  | 'report'
  | 'workshop';

interface RouteSpec {
  /** Literal segments and `:name` parameters, e.g. `/buergerservice/antrag/:service`. */
  readonly path: string;
  /** The navigation's area marked as current; none for links opened from outside (import, settings link). */
  readonly area?: Area;
}

/**
 * Every route of the app. A path that matches none falls back to the route with the longest literal
 * path above it (`/buergerservice/unknown` is the catalogue, `/raum/unknown` the door sheet), else home.
 */
export const ROUTES = {
  home: { path: '/', area: 'home' },
  // The citizen flow (issue #8): catalogue -> form -> review -> case, and my cases.
  catalogue: { path: '/buergerservice', area: 'municipal' },
  form: { path: '/buergerservice/antrag/:service', area: 'municipal' },
  /** "Change" on the review: one answer of a case in review. */
  formChange: { path: '/buergerservice/antrag/:service/aendern/:case/:field', area: 'municipal' },
  review: { path: '/buergerservice/pruefen/:case', area: 'municipal' },
  case: { path: '/buergerservice/vorgang/:case', area: 'municipal' },
  cases: { path: '/buergerservice/vorgaenge', area: 'municipal' },
  connections: { path: '/buergerservice/agenten', area: 'municipal' },
  // The Workshop for facilitators (issue #28): this world's tools, then the room's (loaded on demand).
  workshop: { path: '/buergerservice/werkstatt', area: 'workshop' },
  workshopJournal: { path: '/buergerservice/werkstatt/protokoll', area: 'workshop' },
  workshopMaterial: { path: '/buergerservice/werkstatt/material', area: 'workshop' },
  room: { path: '/raum', area: 'workshop' },
  roomLinks: { path: '/raum/links', area: 'workshop' },
  roomChecklist: { path: '/raum/checkliste', area: 'workshop' },
  roomCards: { path: '/raum/karten', area: 'workshop' },
  /** A room's settings link (`#/uebung?v=1&...`, workshop/settings-link.ts). */
  exercise: { path: '/uebung' },
  /** A scenario file opened by link (`#/import?from=...`, transfer/from-url.ts). */
  import: { path: '/import' },
  content: { path: '/inhalte', area: 'content' },
  greeting: { path: '/gruesse', area: 'greeting' },
  reference: { path: '/referenz', area: 'reference' },
  /** An endpoint (`municipal.createDraft`) or a group (`municipal`: its first endpoint). */
  referenceEntry: { path: '/referenz/:id', area: 'reference' },
  tools: { path: '/werkzeuge', area: 'tools' },
  inspector: { path: '/inspektor', area: 'inspector' },
  report: { path: '/zeugnis', area: 'report' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

/** The parameter names of a pattern: `'/a/:x/b/:y'` -> `'x' | 'y'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's parameters by name, e.g. `RouteParams<'formChange'>` is `{ service, case, field }`. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof ROUTES)[N]['path']>]: string };

/** The routes without parameters (a navigation's items). */
export type PlainRouteName = {
  [N in RouteName]: [ParamNames<(typeof ROUTES)[N]['path']>] extends [never] ? N : never;
}[RouteName];

/** A query: already encoded (`v=1&name=...`), or values by name (each is encoded). */
export type Query = string | Record<string, string>;

/** The arguments after the name: the parameters (required exactly when the route has some), then a query. */
export type RouteArgs<N extends RouteName> = [ParamNames<(typeof ROUTES)[N]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: RouteParams<N>, query?: Query];

/** What a hash path is: the route, its decoded parameters and its query (the text after `?`, raw). */
export type RouteMatch = {
  [N in RouteName]: { name: N; params: RouteParams<N>; query: string; area: Area | undefined };
}[RouteName];

interface Compiled {
  name: RouteName;
  segments: string[];
  literal: boolean;
}

const COMPILED: Compiled[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
  name,
  segments: splitPath(ROUTES[name].path),
  literal: !ROUTES[name].path.includes(':'),
}));

function found(name: RouteName, params: Record<string, string>, query: string): RouteMatch {
  return { name, params, query, area: (ROUTES[name] as RouteSpec).area } as RouteMatch;
}

/** The route of a hash path (`/buergerservice/antrag/termin?x=1`, without `#`); never fails (home at last). */
export function matchRoute(hashPath: string): RouteMatch {
  const at = hashPath.indexOf('?');
  const path = at === -1 ? hashPath : hashPath.slice(0, at);
  const query = at === -1 ? '' : hashPath.slice(at + 1);
  const segments = splitPath(path);
  let above: Compiled | undefined;
  for (const route of COMPILED) {
    let params: Record<string, string> | undefined;
    try {
      params = matchSegments(route.segments, segments);
    } catch {
      params = undefined; // Invalid percent-encoding: not this route.
    }
    if (params) return found(route.name, params, query);
    const isAbove =
      route.literal &&
      route.segments.length < segments.length &&
      route.segments.every((segment, i) => segment === segments[i]);
    if (isAbove && (!above || route.segments.length > above.segments.length)) above = route;
  }
  return found(above?.name ?? 'home', {}, query);
}

function queryText(query: Query | undefined): string {
  if (query === undefined) return '';
  const text =
    typeof query === 'string'
      ? query
      : Object.entries(query)
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&');
  return text ? `?${text}` : '';
}

/** A route's hash path: `pathTo('review', { case: 'c1' })` -> `/buergerservice/pruefen/c1`. */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: RouteArgs<N>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = ROUTES[name].path.replace(/:([^/]+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  return `${path}${queryText(query)}`;
}

/** A route's link: `hrefTo('review', { case: 'c1' })` -> `#/buergerservice/pruefen/c1`. */
export function hrefTo<N extends RouteName>(name: N, ...args: RouteArgs<N>): string {
  return `#${pathTo(name, ...args)}`;
}
