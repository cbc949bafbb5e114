import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { type CodePurpose, oneTimeCodesRepository } from '../../repositories/one-time-codes-repository';

export const CODE_TTL_MS = 10 * 60 * 1000;

// Codes are stored as an HMAC keyed with the server secret: a leaked table reveals no usable code, and
// a 6-digit space cannot be brute-forced offline without the key. `boundTo` ties a code to what it was
// issued for (the new address of an email change): the code proves nothing about any other value.
const digest = (secret: string, userId: string, purpose: CodePurpose, code: string, boundTo?: string) =>
  createHmac('sha256', secret)
    .update(
      boundTo === undefined ? `${purpose}:${userId}:${code}` : `${purpose}:${userId}:${boundTo}:${code}`,
    )
    .digest('hex');

/** Creates a fresh 6-digit code (CSPRNG), voiding any earlier one, and returns it for mailing. */
export async function issueCode(ctx: AppContext, userId: string, purpose: CodePurpose, boundTo?: string) {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = ctx.now();
  await oneTimeCodesRepository.replace(ctx.db, {
    userId,
    purpose,
    codeHash: digest(ctx.config.jwtSecret, userId, purpose, code, boundTo),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/** True once per code: wrong tries count (5 void it), expiry is 10 minutes, a used code never works again. */
export async function consumeCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
  boundTo?: string,
) {
  const now = ctx.now();
  const row = await oneTimeCodesRepository.findUsable(ctx.db, userId, purpose, now);
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(digest(ctx.config.jwtSecret, userId, purpose, code, boundTo), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await oneTimeCodesRepository.recordFailure(ctx.db, row.id);
    return false;
  }
  return oneTimeCodesRepository.consume(ctx.db, row.id, now);
}
