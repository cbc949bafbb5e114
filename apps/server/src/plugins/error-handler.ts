import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { codedErrorBody, errorBody, isGenericZodText } from '../lib/error-body';
import { HttpError } from '../lib/http-error';

export const DATABASE_UNAVAILABLE = SERVER_MESSAGES.serviceUnavailable;
/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = '5';

/**
 * One error shape for the whole API: `{ message, code, params?, fields?, fieldCodes? }` (lib/error-body.ts).
 * 4xx messages are safe to show to the user; 5xx bodies never carry internals (those go to the log only).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[key] ??= issue.message ?? SERVER_MESSAGES.invalidValue;
      }
      const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ['body', SERVER_MESSAGES.invalidRequest];
      // Schemas in packages/core carry sentences meant for people; only generic zod texts get the field name.
      const body = isGenericZodText(firstMessage)
        ? errorBody(`${firstKey}: ${firstMessage}`, fields, {
            code: 'invalidField',
            params: { field: firstKey, detail: firstMessage },
          })
        : errorBody(firstMessage, fields);
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({ ...error.extra, ...errorBody(error.message, error.fields) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(clientErrorMessage(error)));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was wrong with the request: the database is away (restart, failover, cut connections).
      // The pool reconnects by itself; clients and load balancers retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(codedErrorBody('serviceUnavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(codedErrorBody('serverError'));
  });
});

/**
 * Errors the router raises before any route runs (a path parameter over the length limit, a malformed
 * percent-encoding in the path). Fastify answers them with its own body unless this option is set; the
 * API keeps its one shape, without echoing the address back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'addressTooLong' : 'addressInvalid';
  // These answers skip the onSend hooks, cacheControlPlugin's included.
  return reply
    .code(error.statusCode ?? 400)
    .header('cache-control', 'no-store')
    .send(codedErrorBody(code));
}

function clientErrorMessage(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return SERVER_MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return SERVER_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return SERVER_MESSAGES.unsupportedMediaType;
    default:
      return error.message || SERVER_MESSAGES.badRequest;
  }
}
