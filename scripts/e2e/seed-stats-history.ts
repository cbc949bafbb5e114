// Called by seed-accounts.ts before the server starts (one opening of the embedded database for
// both): makes STATS_ACCOUNT and writes months of credits into the ledgers the way the services would, one
// statement per credit in time order, so the database's triggers build the statistics summary (decision 036).
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { usersRepository } from '../../apps/server/src/repositories/users-repository';
import { STATS_ACCOUNT, statsDay } from '../../e2e/support/stats-account';

const HOUR = 3_600_000;
/** Days of history before today (a little more than the desktop heatmap's year would need is not useful). */
const HISTORY_DAYS = 200;

/** Minutes focused on the day `daysAgo` back: the account's recent days, then a varied older history. */
function minutesOn(daysAgo: number): number {
  if (daysAgo === 0) return STATS_ACCOUNT.todayMinutes;
  const recent = STATS_ACCOUNT.recentMinutes[daysAgo];
  if (recent !== undefined) return recent;
  // A fixed pattern (no randomness: the journeys' screenshots stay comparable): rest days, short and long ones.
  return [0, 25, 60, 110, 45, 0, 130, 90, 15, 75, 0, 160][daysAgo % 12] ?? 0;
}

export async function seedStatsHistory(db: Database, now = Date.now()) {
  /** When the day's session starts: 10:00 UTC of that local day (today: two hours ago, if that is earlier). */
  const sessionStart = (daysAgo: number) => {
    const start = Date.parse(`${statsDay(daysAgo, now)}T10:00:00Z`);
    if (daysAgo > 0) return start;
    // Today's session has happened by now, but never before today began (4:00).
    const todayBegan = Date.parse(`${statsDay(0, now)}T04:00:00Z`);
    return Math.max(todayBegan + 60_000, Math.min(start, now - 2 * HOUR));
  };
  const user = await usersRepository.insert(db, {
    username: STATS_ACCOUNT.username,
    email: STATS_ACCOUNT.email,
    passwordHash: await hashPassword(STATS_ACCOUNT.password),
    role: 'user',
    isVerified: true,
    createdAt: new Date(now - (HISTORY_DAYS + 30) * 24 * HOUR),
  });
  if (!user) throw new Error(`${STATS_ACCOUNT.email} exists already`);
  const userId = user.id;
  // One transaction: a commit per credit would take minutes on the embedded database.
  await db.transaction(async (tx) => {
    // Days in UTC from 4:00 (the default hour), saved as the browser would save it.
    await tx.execute(sql`insert into stats_settings (user_id, time_zone) values (${userId}, 'UTC')`);
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
      const minutes = minutesOn(daysAgo);
      if (minutes === 0) continue;
      const start = sessionStart(daysAgo);
      const at = (minute: number) => new Date(start + minute * 60_000).toISOString();
      // Focus time every 9 minutes (close enough to stay one session), a finished period every 25, and the
      // session's coins with its last claim.
      // The units are counted up to each claim (a unit is 1.9 s), so the day adds up to its whole minutes.
      const unitsUpTo = (minute: number) => Math.ceil((Math.min(minute, minutes) * 60) / 1.9);
      for (let minute = 9; minute - 9 < minutes; minute += 9) {
        await tx.execute(
          sql`insert into focus_time_ledger (user_id, seconds, created_at) values (${userId}, ${unitsUpTo(minute) - unitsUpTo(minute - 9)}, ${at(minute)})`,
        );
        for (let period = 25; period <= Math.min(minute, minutes); period += 25)
          if (period > minute - 9)
            await tx.execute(
              sql`insert into focus_periods (user_id, kind, seconds, created_at) values (${userId}, 'focus', 1500, ${at(minute)})`,
            );
      }
      await tx.execute(
        sql`insert into coin_ledger (user_id, delta, kind, created_at) values (${userId}, ${minutes}, 'focus', ${at(Math.ceil(minutes / 9) * 9)})`,
      );
    }
    // Finished tasks, each estimated at 2 pomodoros and done in 3 (one in 2): the bias shows from 5.
    for (let index = 0; index < STATS_ACCOUNT.finishedTasks; index += 1) {
      const finishedAt = new Date(sessionStart(index + 1) + 3 * HOUR).toISOString();
      await tx.execute(
        sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, completed_pomodoros, priority, status, finished_at)
            values (${userId}, ${`Study block ${index + 1}`}, ${statsDay(index + 1, now)}, 2, ${index === 0 ? 2 : 3}, 'must do', 'finished', ${finishedAt})`,
      );
    }
  });
  const [days] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from stats_days where user_id = ${userId}`,
  );
  console.log(`Seeded ${STATS_ACCOUNT.email}: ${days?.count ?? 0} days of statistics`);
}
