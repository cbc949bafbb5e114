import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedSummary, type HistoryEvent, insertHistory, storedSummary } from '../test/stats-history';
import type { Database } from './database';
import { pgliteExtensions, queryRows } from './database';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * The stats_summary migration backfills the history that existed before it (decision 036): a database at
 * the migration before it, with ledgers, periods and finished tasks, then migrated, holds the same summary
 * the triggers would have built, and the session carries on into the first credit after the migration.
 * PGlite only: the replay itself runs on both engines in stats-summary.test.ts.
 */
describe.skipIf(process.env.TEST_ENGINE === 'postgres')('the stats summary backfill', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'focus-room-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // Two migration runs on a fresh embedded database take a while on a busy machine.
  it('summarises existing history once, as the triggers would have', { timeout: 180_000 }, async () => {
    cpSync(MIGRATIONS, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_stats_summary'));
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle(client) as unknown as Database;
    await migrate(db as never, { migrationsFolder: folder });
    const ctx = { db };
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (username, email) values ('before', 'before@test.test') returning id`,
    );
    const userId = user?.id as string;
    const t = (iso: string) => Date.parse(iso);
    const history: HistoryEvent[] = [
      { kind: 'time', at: t('2026-03-09T22:00:00Z'), units: 500 },
      { kind: 'focus-coins', at: t('2026-03-09T22:00:01Z'), coins: 15 },
      { kind: 'period', at: t('2026-03-10T03:50:00Z'), focus: true, seconds: 1500 },
      // Still the session begun at 03:25 the night before the 4:00 day start.
      { kind: 'time', at: t('2026-03-10T04:05:00Z'), units: 400 },
      { kind: 'admin-coins', at: t('2026-03-10T05:00:00Z'), coins: 900 },
      { kind: 'time', at: t('2026-03-10T12:00:00Z'), units: 32 },
    ];
    await insertHistory(ctx, userId, history);
    await db.execute(
      sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, status, finished_at)
          values (${userId}, 'Done before', '2026-03-10', 1, 'must do', 'finished', '2026-03-10T13:00:00Z'),
                 (${userId}, 'Still open', '2026-03-10', 1, 'must do', 'ongoing', null)`,
    );
    await migrate(db as never, { migrationsFolder: MIGRATIONS });

    const expected = expectedSummary(history, { timeZone: 'UTC', dayStartHour: 4 });
    expect(expected.get('2026-03-09')).toEqual({ units: 900, pomodoros: 1, coins: 15 });
    expect(await storedSummary(ctx, userId)).toEqual(expected);
    const tasks = await queryRows<{ day: string | null; finished: number }>(
      db,
      sql`select to_char(finished_day, 'YYYY-MM-DD') as day,
            (select tasks_finished from stats_days d where d.user_id = t.user_id and d.day = t.finished_day) as finished
          from tasks t where user_id = ${userId} order by task_name`,
    );
    expect(tasks).toEqual([
      { day: '2026-03-10', finished: 1 },
      { day: null, finished: null },
    ]);
    // The triggers take over from where the backfill left the session.
    await insertHistory(ctx, userId, [{ kind: 'time', at: t('2026-03-10T12:05:00Z'), units: 10 }]);
    expect((await storedSummary(ctx, userId)).get('2026-03-10')?.units).toBe(42);
    await client.close();
  });
});
