import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';

// Query parameters whose values are secrets: the newsletter confirmation token, codes, passwords.
const SECRET_PARAMETER = /token|otp|code|pass|secret|key|sig/i;
const REDACTED = '[REDACTED]';

/**
 * The request URL as it may appear in the log: values of query parameters named like a secret
 * (`?token=…`, `otp`, `code`, `password`, …) are replaced, so a link mailed with a token cannot be
 * replayed by whoever reads the log.
 */
export function redactUrl(url: string) {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  let redacted = false;
  for (const name of new Set(query.keys())) {
    if (!SECRET_PARAMETER.test(name)) continue;
    query.set(name, REDACTED);
    redacted = true;
  }
  return redacted ? `${url.slice(0, start)}?${query.toString().replaceAll('%5BREDACTED%5D', REDACTED)}` : url;
}

/** Fastify's request fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Log lines leave in batches of about this size, and at least this often. Under load every line was a
// write of its own to stdout (a tenth of the server's CPU on a board read, docs/decisions/028-reads-in-one-round-trip.md);
// a quiet server's lines are still out within the interval. Lines still buffered when the process exits
// normally (a signal, a crash with an exception) are written then by pino; only a SIGKILL loses them.
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

/** stdout (or `dest`), buffered as above: pino's default stream with a minimum write size and a flush timer. */
export function batchedDestination(dest: number | string = 1) {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      clearInterval(timer); // closed (the process is ending)
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  return stream;
}

export function createLogger(level: string, destination?: DestinationStream) {
  const pretty = process.stdout.isTTY && !destination;
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      // Tokens and cookies never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
    },
    pretty ? undefined : (destination ?? batchedDestination()),
  );
}
