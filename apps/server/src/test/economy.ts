import { FOCUS_TIME_DIVISOR } from '@focus-room/core/timer/focus-units';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { AppContext } from '../app-context';
import { queryRows } from '../db/database';
import { users } from '../db/schema';
import { updateUserByAdmin } from '../services/admin/admin-users';
import { signUp } from './accounts';
import type { createMailbox, TestClock } from './test-app';

/** Gives a user coins as an admin adjustment would: a ledger row and the balance, in one transaction. */
export async function grantCoins(ctx: AppContext, userId: string, coins: number) {
  await updateUserByAdmin(ctx, { userId, addCoins: coins, detail: 'test grant' });
}

/** Sets a level directly (tests of the max-level edges); levels carry no coins, so no ledger row. */
export async function setLevel(ctx: AppContext, userId: string, level: number) {
  await ctx.db.update(users).set({ level }).where(eq(users.id, userId));
}

/** Signs up a user and promotes them to admin; the token is fresh, so it carries the role. */
export async function signUpAdmin(app: App, ctx: AppContext, mailbox: ReturnType<typeof createMailbox>) {
  const account = await signUp(app, mailbox);
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user._id));
  return account;
}

/** Balance, ledger sum and the derived totals of a user, for the invariant balance = Σ ledger. */
export async function ledgerState(ctx: AppContext, userId: string) {
  const [row] = await queryRows<{
    coins: number;
    ledger: number;
    earned: number;
    spent: number;
    level: number;
  }>(
    ctx.db,
    sql`select u.coins, u.level,
          coalesce((select sum(delta) from coin_ledger where user_id = u.id), 0)::int as ledger,
          coalesce((select sum(delta) from coin_ledger where user_id = u.id and kind not in ('upgrade', 'collection')), 0)::int as earned,
          coalesce((select -sum(delta) from coin_ledger where user_id = u.id and kind in ('upgrade', 'collection')), 0)::int as spent
        from users u where u.id = ${userId}`,
  );
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

/**
 * An honest timer's focus: `seconds` pass on the clock, then their focus time is claimed in the call's unit
 * (measured seconds / 1.9, docs/product-rules.md#focus-time), rounded up: the browser carries each claim's
 * rounding into the next, so over many claims its total never trails the real focus. Pomodoros are paid
 * from it.
 */
export async function focusFor(app: App, clock: TestClock, auth: Record<string, string>, seconds: number) {
  clock.advance(seconds * 1000);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user-activity/update-time-spent',
    headers: auth,
    payload: { timeSpentInSeconds: Math.ceil(seconds / FOCUS_TIME_DIVISOR) },
  });
  if (res.statusCode !== 200) throw new Error(`focus claim failed: ${res.body}`);
}
