import { ApiError } from '../../../lib/api-client';

/** The server's `{ message }` when it answered with one (001 §8), else the flow's own wording. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}
