/** An error whose message is meant for the user; the error handler sends it as `{ message }`. */
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
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (
  message = 'You do not have permission to do that.',
  extra?: Record<string, string>,
) => new HttpError(403, message, undefined, undefined, extra);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
