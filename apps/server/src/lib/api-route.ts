import type { ApiRoute } from '@focus-room/core/api/route';

/**
 * The Fastify shorthand for a contract route's method: `app[verb(saveCoinRoute)](saveCoinRoute.path, …)`
 * registers the route with the method and the path its descriptor in `@focus-room/core/api/<area>` names,
 * the same ones the web calls (routes/api/route-descriptors.test.ts checks every one).
 */
export function verb<R extends ApiRoute>(route: R): Lowercase<R['method']> {
  return route.method.toLowerCase() as Lowercase<R['method']>;
}
