import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';

/**
 * An error whose message is meant for the user: a text of core's i18n/server-messages.ts table, which the
 * error handler sends as `{ message, code }` (lib/error-body.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More fields of the answer, next to `message` (the route's response schema must declare them). */
    readonly extra?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message: string = SERVER_MESSAGES.authRequired) => new HttpError(401, message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden, extra?: Record<string, string>) =>
  new HttpError(403, message, undefined, undefined, extra);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
