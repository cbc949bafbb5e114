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

export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      // Tokens and cookies never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(process.stdout.isTTY && !destination
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
    destination,
  );
}
