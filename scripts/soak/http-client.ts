// A keep-alive HTTP client for the soak scenarios: one socket per worker up to `connections`, every
// request with a time-out, and every outcome classified (an answer, a connection error or a time-out) so a
// scenario can count them instead of throwing.
import http from 'node:http';
import { z } from 'zod';
import { errorResponseSchema } from '../../packages/core/src/api/common';

export type Outcome =
  | { kind: 'answer'; status: number; body: string; headers: http.IncomingHttpHeaders }
  | { kind: 'connection-error'; code: string }
  | { kind: 'timeout' };

export type RequestOptions = {
  method: string;
  path: string;
  token?: string;
  /** A value to send as JSON, or a raw string body with its own content type. */
  json?: unknown;
  raw?: { body: string; contentType?: string };
  timeoutMs?: number;
};

export type HttpClient = {
  base: string;
  send: (options: RequestOptions) => Promise<Outcome>;
  close: () => void;
};

export function createHttpClient(base: string, connections: number): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const url = new URL(base);
  const send = (options: RequestOptions) =>
    new Promise<Outcome>((resolve) => {
      const headers: http.OutgoingHttpHeaders = {};
      let body: string | undefined;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers['content-type'] = 'application/json';
      } else if (options.raw) {
        body = options.raw.body;
        if (options.raw.contentType) headers['content-type'] = options.raw.contentType;
      }
      if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const request = http.request(
        { host: url.hostname, port: url.port, method: options.method, path: options.path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              kind: 'answer',
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: response.headers,
            }),
          );
          response.on('error', (error: NodeJS.ErrnoException) =>
            resolve({ kind: 'connection-error', code: error.code ?? error.message }),
          );
        },
      );
      request.setTimeout(options.timeoutMs ?? 60_000, () => {
        request.destroy();
        resolve({ kind: 'timeout' });
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'connection-error', code: error.code ?? error.message }),
      );
      request.end(body);
    });
  return { base, send, close: () => agent.destroy() };
}

/** The parsed JSON body of an answer, or undefined when it is not JSON. */
export function jsonOf(outcome: Outcome): unknown {
  if (outcome.kind !== 'answer') return undefined;
  try {
    return JSON.parse(outcome.body);
  } catch {
    return undefined;
  }
}

// The API's one error shape (decision 040), nothing more: a message, its stable code, and optionally the
// message's parameters and per-field messages with their codes.
const errorShape = z.strictObject({
  ...errorResponseSchema.shape,
  message: z.string().min(1),
  code: z.string().min(1),
});

/** Whether an answer carries the API's one error shape (`errorResponseSchema`, with its code). */
export function hasErrorShape(outcome: Outcome): boolean {
  return errorShape.safeParse(jsonOf(outcome)).success;
}
