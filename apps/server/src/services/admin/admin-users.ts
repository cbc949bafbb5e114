import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { inTransaction } from '../../repositories/transaction';
import { userBalanceRepository } from '../../repositories/user-balance-repository';
import { usersRepository } from '../../repositories/users-repository';

/** Enough of the app context to run outside a request (the grant-coins CLI, tests). */
type LedgerContext = Pick<AppContext, 'db' | 'now'>;

/**
 * Sets a user's coins and/or level as an admin. A coin change is written to the ledger as an 'admin'
 * row in the same transaction, so balance, earned and spent keep agreeing. `coins` is the new balance,
 * or with `addCoins` an amount added to the current one (which cannot drop below zero).
 */
export async function updateUserByAdmin(
  ctx: LedgerContext,
  input: { userId: string; detail: string; coins?: number; addCoins?: number; level?: number },
) {
  await inTransaction(ctx.db, async (tx) => {
    const user = await userBalanceRepository.lockForUpdate(tx, input.userId);
    if (!user) throw notFound(SERVER_MESSAGES.userNotFound);
    const target = input.coins ?? Math.max(0, user.coins + (input.addCoins ?? 0));
    const delta = target - user.coins;
    if (delta !== 0) {
      await coinLedgerRepository.append(tx, [
        { userId: user.id, delta, kind: 'admin', detail: input.detail, createdAt: ctx.now() },
      ]);
    }
    const values = {
      ...(delta !== 0 ? { coins: target } : {}),
      ...(input.level !== undefined ? { level: input.level } : {}),
    };
    // An edit that sets the balance the user already has, and no level, writes nothing (an UPDATE
    // needs at least one column).
    if (Object.keys(values).length > 0) await userBalanceRepository.setCoinsAndLevel(tx, user.id, values);
  });
  const updated = await usersRepository.findById(ctx.db, input.userId);
  if (!updated) throw notFound(SERVER_MESSAGES.userNotFound);
  return updated;
}
