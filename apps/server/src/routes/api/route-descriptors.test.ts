import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ApiRoute, isApiRoute } from '@focus-room/core/api/route';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// The contract names every endpoint once (packages/core/src/api/<area>.ts: `saveCoinRoute`, …): the web calls
// it with the descriptor's method and path, and the server must register exactly that method and path.
// This walks both sides: every descriptor is a server route, and every /api route has a descriptor.

// /api routes that are deliberately not part of the contract, so have no descriptor.
const WITHOUT_DESCRIPTOR = [
  // The OpenAPI document and its UI (plugins/api-docs.ts), generated from the routes themselves.
  /^GET \/api\/docs(\/.*)?$/,
];

const CORE_API_DIR = fileURLToPath(new URL('../../../../../packages/core/src/api/', import.meta.url));

async function contractRoutes(): Promise<Map<string, { name: string; route: ApiRoute }>> {
  const found = new Map<string, { name: string; route: ApiRoute }>();
  const modules = readdirSync(CORE_API_DIR).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of modules) {
    const module: Record<string, unknown> = await import(
      `@focus-room/core/api/${file.slice(0, -'.ts'.length)}`
    );
    for (const [name, value] of Object.entries(module)) {
      if (!isApiRoute(value)) continue;
      const key = `${value.method} ${value.path}`;
      const known = found.get(key);
      // The same object re-exported by its area (shell-routes.ts) is one descriptor; two objects are a mistake.
      if (known && known.route !== value)
        throw new Error(`${key} is described twice: ${known.name} and ${name}`);
      found.set(key, { name, route: value });
    }
  }
  return found;
}

describe('the route descriptors in packages/core/src/api and the server agree', async () => {
  const { app } = await createTestApp();
  const descriptors = await contractRoutes();
  const serverRoutes = app.routeTable
    .filter((r) => r.method !== 'HEAD' && (r.url === '/api' || r.url.startsWith('/api/')))
    .map((r) => `${r.method} ${r.url}`);

  it('finds the contract (a sanity check on the walk itself)', () => {
    expect(descriptors.size).toBeGreaterThan(50);
    expect(descriptors.get('POST /api/auth/save-coin')?.name).toBe('saveCoinRoute');
    expect(descriptors.get('PATCH /api/tasks/:id/toggle')?.name).toBe('toggleTaskRoute');
  });

  it('registers every descriptor with exactly its method and path', () => {
    const missing = [...descriptors.keys()].filter((key) => !serverRoutes.includes(key));
    expect(missing).toEqual([]);
  });

  it('describes every /api route on the server, the listed exceptions aside', () => {
    const undescribed = serverRoutes.filter(
      (key) => !descriptors.has(key) && !WITHOUT_DESCRIPTOR.some((exception) => exception.test(key)),
    );
    expect(undescribed).toEqual([]);
    // Each exception still matches a route, so the list cannot silently outlive what it excuses.
    for (const exception of WITHOUT_DESCRIPTOR)
      expect(serverRoutes.some((key) => exception.test(key))).toBe(true);
  });

  it("builds URLs that the route's own path matches, one argument per parameter", () => {
    for (const [key, { name, route }] of descriptors) {
      const params = route.path.match(/:[^/]+/g) ?? [];
      if (!route.url) {
        expect(params, `${name} (${key}) has parameters but no url(…)`).toEqual([]);
        continue;
      }
      const url = (route.url as (...args: string[]) => string)(...params.map(() => '7'));
      const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+').replace(/\./g, '\\.')}$`);
      expect(url, `${name} (${key})`).toMatch(pattern);
      expect(url.startsWith('/api/'), name).toBe(true);
    }
  });
});
