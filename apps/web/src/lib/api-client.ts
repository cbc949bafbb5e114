import type { ErrorResponse } from '@focus-room/core/api/common';
import type { ApiRoute, HasPathParams } from '@focus-room/core/api/route';
import { matchServerMessage } from '@focus-room/core/i18n/server-messages';
import type { z } from 'zod';
import { localizeServerFields, localizeServerMessage } from '../i18n/server-messages';
import { nextTask } from './next-task';
import { readStorage } from './storage';

/** Every failed call surfaces as this: the HTTP status (0 for network failures and time-outs) and the
 *  server's `{ message }` in the active language (i18n/server-messages.ts), so screens can show the
 *  server's wording as the specification asks. */
export class ApiError extends Error {
  readonly status: number;
  /** The offending fields' messages, in the active language. */
  readonly fields: Record<string, string> | undefined;
  /** The server's own `{ message }` in the active language, only when its answer carried one. */
  readonly serverMessage: string | undefined;
  /** The whole error answer (English texts and codes), for refusals that carry more than a message. */
  readonly body: Record<string, unknown> | undefined;
  /** The server's English text (or ours), for code that recognises a particular refusal. */
  readonly englishMessage: string;
  /** The stable code of the server's message (core i18n/server-messages.ts), when it sent one. */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    fields?: Record<string, string>,
    serverMessage?: string,
    body?: Record<string, unknown>,
  ) {
    const error = body && isErrorResponse(body) ? body : undefined;
    // The server's answers are translated; of our own texts only those the server also sends (the
    // network error): a caller's wording (a time-out message) is already in the active language.
    super(
      error || matchServerMessage(message)
        ? localizeServerMessage(message, error?.code, error?.params)
        : message,
    );
    this.name = 'ApiError';
    this.status = status;
    this.englishMessage = message;
    this.code = error?.code;
    this.fields = localizeServerFields(fields, error?.fieldCodes);
    this.serverMessage = serverMessage === undefined ? undefined : this.message;
    this.body = body;
  }
}

/**
 * The specification's usual error rule: "the server's message, else <the flow's own wording>". A
 * network failure, a time-out or an answer without a message (a proxy's HTML page) gets the fallback.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage?.trim() ? error.serverMessage : fallback;
}

/**
 * Whether a read's answer is checked against the shared contract: in development and in the tests, where
 * a drift between the server and the screens should fail loudly. A production build trusts its server's
 * reads (decision 056): the server writes each answer from the same contract, and building the schemas and
 * zod under them was 7-20 % of /home's script time while the page started on a slowed phone.
 */
export const VALIDATE_READS = !import.meta.env.PROD;

/**
 * A write's answer is checked in every build: the app acts on it (it signs out after an account deletion,
 * shows the coins a claim paid), so a malformed success must not pass for one. Writes come from a user's
 * action, after the page has started.
 */
function checksAnswer(route: ApiRoute): boolean {
  return VALIDATE_READS || route.method !== 'GET';
}

export const TOKEN_STORAGE_KEY = 'token';

export type ApiRequestOptions<T> = {
  /** The URL to call when it is not the route's bare path: the route's `url(…)` for a path with
   *  parameters, or the path plus a query string. */
  url?: string;
  body?: unknown;
  /** Validates the answer against the shared contract (a read's only outside production: `checksAnswer`);
   *  without it the JSON is trusted as T. */
  schema?: z.ZodType<T>;
  /**
   * The same, loaded while the request is on its way (`() => import('@focus-room/core/api/<area>').then(…)`):
   * for calls made by screens that must not load zod with their first chunk (decision 016).
   */
  loadSchema?: () => Promise<z.ZodType<T>>;
  timeoutMs?: number;
  /** Shown when the time-out fires; some calls have their own wording in the specification. */
  timeoutMessage?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sends neither the bearer token nor cookies (consented usage reports are not tied to an account). */
  anonymous?: boolean;
};

function buildSignal(signal?: AbortSignal, timeoutMs?: number): AbortSignal | undefined {
  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}

// Checked by hand rather than with the zod schema: this file is in the shell's initial chunk, and zod
// should only load with the pages that validate answers.
function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string';
}

async function readErrorMessage(response: Response): Promise<ApiError> {
  const fallback = response.status >= 500 ? 'Server error! Please try again later.' : response.statusText;
  try {
    const body: unknown = await response.json();
    if (isErrorResponse(body)) {
      return new ApiError(
        response.status,
        body.message,
        body.fields,
        body.message,
        body as Record<string, unknown>,
      );
    }
  } catch {
    // Not JSON (a proxy's HTML error page, for example): fall through to the generic message.
  }
  return new ApiError(response.status, fallback || `Request failed with status ${response.status}`);
}

/** The options of a call to `R`: a route with `:parameters` in its path needs the `url` its `url(…)` built. */
export type ApiRequestArgs<T, R extends ApiRoute> =
  HasPathParams<R> extends true
    ? [options: ApiRequestOptions<T> & { url: string }]
    : [options?: ApiRequestOptions<T>];

/** Calls one endpoint of the contract (a route descriptor from `@focus-room/core/api/<area>`) with its method. */
export async function apiRequest<T = unknown, R extends ApiRoute = ApiRoute>(
  route: R,
  ...[options = {}]: ApiRequestArgs<T, R>
): Promise<T> {
  // A read starts in a task of its own. A page's first render asks for its reads from its effects, about
  // ten on /home, and each fetch() held the main thread for about a millisecond (four on a throttled
  // phone): together they made the effects' task one of the longest of the page's start. A write starts
  // at once: the claims sent while the page is being hidden must leave before it goes (decision 057).
  if (route.method === 'GET') await new Promise<void>((resolve) => nextTask(resolve));
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonymous ? null : readStorage(TOKEN_STORAGE_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  let schemaOnItsWay: Promise<z.ZodType<T>> | undefined;
  try {
    const request = fetch(options.url ?? route.path, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: options.anonymous ? 'omit' : 'include',
      signal: buildSignal(options.signal, options.timeoutMs),
    });
    if (checksAnswer(route) && !options.schema && options.loadSchema)
      schemaOnItsWay = startLoading(options.loadSchema);
    response = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, options.timeoutMessage ?? 'The request timed out. Please try again.');
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }

  if (!response.ok) throw await readErrorMessage(response);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  const schema = checksAnswer(route) ? (options.schema ?? (await schemaOnItsWay)) : undefined;
  return schema ? schema.parse(data) : (data as T);
}

/**
 * Starts loading an answer's schema while its request is on its way. Loaded once the answer was there,
 * the schema module (and zod under it) added their round trips to the call's; on /home the room picture,
 * the largest thing on the first screen, waited for them. A failure shows where the schema is awaited.
 */
// Not `import('zod')` besides: a dynamic import of the package takes all of it (74 kB on the wire), not
// the part of it the schemas use (24 kB).
function startLoading<T>(loadSchema: () => Promise<T>): Promise<T> {
  const loading = loadSchema();
  loading.catch(() => {});
  return loading;
}
