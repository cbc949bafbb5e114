import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from '../lib/http-error';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again later.';
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = '5';

/**
 * One error shape for the whole API: `{ message, fields? }`. 4xx messages are safe to show to the
 * user; 5xx bodies never carry internals (those go to the log only).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid request'];
      return reply.code(400).send({ message: describeField(firstKey, firstMessage), fields });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, message: error.message, fields: error.fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(error) });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was wrong with the request: the database is away (restart, failover, cut connections).
      // The pool reconnects by itself; clients and load balancers retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_SERVER_ERROR });
  });
});

/**
 * Errors the router raises before any route runs (a path parameter over the length limit, a malformed
 * percent-encoding in the path). Fastify answers them with its own body unless this option is set; the
 * API keeps its one shape, without echoing the address back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long.' : 'The address is not valid.';
  // These answers skip the onSend hooks, cacheControlPlugin's included.
  return reply
    .code(error.statusCode ?? 400)
    .header('cache-control', 'no-store')
    .send({ message });
}

function describeField(field: string, message: string) {
  // Schemas in packages/core carry sentences meant for people; only generic zod texts get the field name.
  return /^(Invalid|Expected|Too (big|small)|Required|Unrecognized)/i.test(message)
    ? `${field}: ${message}`
    : message;
}

function clientErrorMessage(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type. Send JSON.';
    default:
      return error.message || 'Bad request';
  }
}
