import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@focus-room/core/api/idempotency';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { type ErrorBody, errorBody } from '../../lib/error-body';
import { HttpError, unauthorized } from '../../lib/http-error';
import { idempotencyKeysRepository } from '../../repositories/idempotency-keys-repository';
import { inTransaction } from '../../repositories/transaction';
import { type BalanceRow, userBalanceRepository } from '../../repositories/user-balance-repository';

/** What a paying write answers: the status and the JSON body, as sent and as remembered. */
export type WriteAnswer<T> = {
  statusCode: number;
  body: T | ErrorBody;
};

/** The request a key belongs to: the endpoint and its validated input. */
export type KeyedRequest = { key: string; endpoint: string; input: unknown };

/**
 * Runs a paying write at most once per user and Idempotency-Key (docs/product-rules.md#offline-claims).
 * In one transaction: the user's row is locked (so two copies of one request, sent at once, queue here
 * and the second finds the first one's answer), the key is looked up, and either the remembered answer
 * comes back with nothing changed, or `work` runs and its answer is stored in the same transaction as
 * what `work` wrote: no crash can pay without remembering, or remember without paying.
 *
 * A 4xx that `work` throws (task not found, not ongoing) is remembered too, so a retry gets the same
 * answer; `work` must throw those before it writes anything. Other errors roll everything back and the
 * key stays free for the retry.
 */
export async function runOnce<T>(
  ctx: AppContext,
  userId: string,
  request: KeyedRequest,
  work: (tx: Database, user: BalanceRow) => Promise<T>,
): Promise<WriteAnswer<T>> {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.endpoint, request.input]))
    .digest('base64url');
  const answer = await inTransaction(ctx.db, async (tx): Promise<WriteAnswer<T> | HttpError> => {
    const user = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!user) throw unauthorized();
    const remembered = await idempotencyKeysRepository.find(tx, userId, request.key);
    if (remembered) {
      if (remembered.fingerprint !== fingerprint) return new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
      return { statusCode: remembered.statusCode, body: replayed<T>(remembered.statusCode, remembered.body) };
    }
    let fresh: WriteAnswer<T>;
    try {
      fresh = { statusCode: 200, body: await work(tx, user) };
    } catch (error) {
      if (!(error instanceof HttpError) || !isRememberedError(error.statusCode)) throw error;
      fresh = { statusCode: error.statusCode, body: errorBody(error.message, error.fields) };
    }
    await idempotencyKeysRepository.insert(tx, {
      userId,
      key: request.key,
      fingerprint,
      statusCode: fresh.statusCode,
      body: fresh.body,
      createdAt: ctx.now(),
    });
    return fresh;
  });
  // Thrown after the transaction so a refused reuse commits nothing (there is nothing to commit).
  if (answer instanceof HttpError) throw answer;
  return answer;
}

/**
 * A remembered answer as sent again. A refusal remembered before error answers had codes gets them now, so
 * a retry reads like the first answer would today.
 */
function replayed<T>(statusCode: number, body: unknown): WriteAnswer<T>['body'] {
  if (statusCode < 400 || typeof body !== 'object' || body === null || 'code' in body) {
    return body as WriteAnswer<T>['body'];
  }
  const { message, fields } = body as { message: string; fields?: Record<string, string> };
  return errorBody(message, fields);
}

/** The rules' refusals; 401 and 429 say nothing about the request and are never remembered. */
const isRememberedError = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 429;
