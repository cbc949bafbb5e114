import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; body: unknown; headers: Record<string, string> };
/** Answers one request; throwing stands for a network failure (fetch rejects). */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers in turn, the last one for every request after it. */
export const inTurn =
  (...answers: (() => Response | Promise<Response>)[]): ApiHandler =>
  () =>
    (answers.length > 1 ? answers.shift()! : answers[0]!)();

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Replaces fetch, the app's only way to the server, with the given routes ('METHOD /path'). Any other
 * request fails the test loudly instead of reaching a network.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init?.headers ?? {}) as Record<string, string>)) {
      headers[name.toLowerCase()] = value;
    }
    const call = { method, path, body, headers };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${path}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The bodies sent to one route, in order. */
    bodies: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body),
    /** The Idempotency-Key of each request to one route, in order. */
    keys: (route: string) =>
      calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.headers['idempotency-key']),
    count: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route).length,
  };
}
