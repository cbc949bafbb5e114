/** The methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the contract: its method and its path in Fastify's syntax (`:id` for a parameter).
 * Each `api/<area>.ts` exports one per endpoint next to its schemas (`saveCoinRoute`, `toggleTaskRoute`,
 * …); the server registers the route with exactly this method and path and the web calls it with them,
 * so neither side spells a path by hand (`apps/server/src/routes/api/route-descriptors.test.ts` checks
 * that both agree). A route with parameters also has `url(…)`, which fills them in, encoded.
 */
export type ApiRoute = {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly url?: (...params: never[]) => string;
};

/** Whether a route's path has a `:parameter`, so a caller must send the URL its `url(…)` builds. */
export type HasPathParams<R extends ApiRoute> = R['path'] extends `${string}:${string}` ? true : false;

/** Tells a route descriptor from any other export of the contract (schemas, messages, limits). */
export function isApiRoute(value: unknown): value is ApiRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path } = value as Record<string, unknown>;
  return (
    typeof method === 'string' &&
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) &&
    typeof path === 'string' &&
    path.startsWith('/api/')
  );
}
