import { EXPORT_FILE_PREFIX } from '@focus-room/core/api/stats';
import { collectionItem } from '@focus-room/core/collections/catalogue';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { reportedUnitsToSeconds, wholeFocusMinutes } from '@focus-room/core/timer/focus-units';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { collectionItemsRepository } from '../../repositories/collection-items-repository';
import { userExportRepository as repo } from '../../repositories/user-export-repository';
import { GROUP_EXPORT_README, groupExport } from '../groups/group-export';
import { toCsv } from './csv';

const README = `Focus Room: your data
=====================

This archive holds everything Focus Room keeps about your account (GDPR Art. 20, data portability).
Each list is here as JSON and as CSV (UTF-8, comma-separated, opens in any spreadsheet).

profile.json           your account: name, email, level, coins and running totals, when you joined
stats-settings.json    daily goal, day start hour and time zone of the statistics
tasks.*                your tasks with their estimates, pomodoros, status and when they were finished
task-pomodoros.*       each pomodoro credited to a task
focus-days.*           your statistics per local day: focus minutes and seconds, pomodoros, coins, tasks
coin-ledger.*          every coin movement: focus and task coins, upgrades, collection items, corrections
                       by an admin
focus-time-ledger.*    every saved piece of focus time, in seconds (and as the timer sent it, see below)
focus-periods.*        every finished timer period (focus or break), in seconds, and whether it counted
                       in the anonymous usage figures (only when you allowed analytics cookies)
level-history.*        every level you bought, with its cost
collection-items.*     the collection items you bought after level 50, what each cost, whether it is shown
newsletter.json        your newsletter subscription, if any
reviews.*              the feedback you sent
login-events.*         when and how you signed in
sessions.*             your sign-in sessions (device, last use); never their keys
push-subscriptions.*   the browsers that get alerts at a period end: push address, keys, when added
${GROUP_EXPORT_README}
Focus time is in real seconds (focusSeconds) and, per day, in whole minutes as the app shows them
(focusMinutes). The timer sends focus time as seconds divided by 1.9 (timeSpentInSeconds in
focus-time-ledger, as sent); the seconds here are converted back, exact to about a second.
Times are UTC (ISO 8601). Passwords, one-time codes and session keys are never exported.
`;

/**
 * A day's focus in real time (docs/product-rules.md#focus-time): the summary keeps the timer's unit
 * (seconds / 1.9), which means nothing to a reader of the export.
 */
function withRealFocusTime({ day, focusUnits, ...figures }: DayRow) {
  const focusSeconds = reportedUnitsToSeconds(focusUnits);
  return { day, focusMinutes: wholeFocusMinutes(focusSeconds), focusSeconds, ...figures };
}

function profileWithRealFocusTime({ focusTime, ...profile }: ProfileRow) {
  return { ...profile, focusSeconds: reportedUnitsToSeconds(focusTime) };
}

type DayRow = Awaited<ReturnType<typeof repo.focusDays>>[number];
type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.profile>>>;
type Table = { name: string; rows: readonly Record<string, unknown>[]; columns: readonly string[] };

const columnsOf = (rows: readonly Record<string, unknown>[], fallback: readonly string[]) =>
  rows[0] ? Object.keys(rows[0]) : fallback;

/**
 * The signed-in user's data as a ZIP of JSON and CSV files (docs/product-rules.md#statistics). Read in one
 * go per table; the rate limit on the route keeps this rare.
 */
export async function buildUserExport(ctx: Pick<AppContext, 'db' | 'now'>, userId: string) {
  const profile = await repo.profile(ctx.db, userId);
  if (!profile) throw notFound(SERVER_MESSAGES.userNotFound);
  const [settings, newsletter] = await Promise.all([
    repo.statsSettings(ctx.db, userId),
    repo.newsletter(ctx.db, userId),
  ]);
  const levelRows = await repo.levelHistory(ctx.db, userId);
  const tables: Table[] = [];
  const add = (name: string, rows: readonly Record<string, unknown>[], fallback: readonly string[]) =>
    tables.push({ name, rows, columns: columnsOf(rows, fallback) });
  add('tasks', await repo.tasks(ctx.db, userId), [
    'id',
    'taskName',
    'dueDate',
    'estimatedPomodoros',
    'completedPomodoros',
    'priority',
    'status',
    'position',
    'createdAt',
    'finishedAt',
    'finishedDay',
    'coinsAwardedAt',
  ]);
  add('task-pomodoros', await repo.taskPomodoros(ctx.db, userId), ['taskId', 'createdAt']);
  add('focus-days', (await repo.focusDays(ctx.db, userId)).map(withRealFocusTime), [
    'day',
    'focusMinutes',
    'focusSeconds',
    'pomodoros',
    'coinsEarned',
    'tasksFinished',
    'goalKind',
    'goalValue',
  ]);
  add('coin-ledger', await repo.coinLedger(ctx.db, userId), ['delta', 'kind', 'detail', 'createdAt']);
  add(
    'focus-time-ledger',
    (await repo.focusTimeLedger(ctx.db, userId)).map(({ units, createdAt }) => ({
      focusSeconds: reportedUnitsToSeconds(units),
      timeSpentInSeconds: units,
      createdAt,
    })),
    ['focusSeconds', 'timeSpentInSeconds', 'createdAt'],
  );
  add('focus-periods', await repo.focusPeriods(ctx.db, userId), [
    'kind',
    'seconds',
    'analytics',
    'createdAt',
  ]);
  add(
    'level-history',
    levelRows.map((row) => ({
      level: Number(row.detail?.match(/\d+/)?.[0] ?? 0) || null,
      cost: -row.delta,
      createdAt: row.createdAt,
    })),
    ['level', 'cost', 'createdAt'],
  );
  add(
    'collection-items',
    (await collectionItemsRepository.listForUser(ctx.db, userId)).map((row) => ({
      item: row.itemId,
      name: collectionItem(row.itemId)?.name ?? row.itemId,
      collection: row.collection,
      price: row.price,
      shown: row.shown,
      createdAt: row.createdAt,
    })),
    ['item', 'name', 'collection', 'price', 'shown', 'createdAt'],
  );
  add('reviews', await repo.reviews(ctx.db, userId), ['starRating', 'textReview', 'createdAt']);
  add('login-events', await repo.loginEvents(ctx.db, userId), ['method', 'createdAt']);
  add('sessions', await repo.sessions(ctx.db, userId), [
    'createdAt',
    'lastUsedAt',
    'expiresAt',
    'revokedAt',
    'userAgent',
  ]);
  add('push-subscriptions', await repo.pushSubscriptions(ctx.db, userId), [
    'endpoint',
    'p256dh',
    'auth',
    'createdAt',
  ]);

  const groups = await groupExport(ctx.db, userId);
  for (const table of groups.tables) add(table.name, table.rows, table.fallback);

  const json = (value: unknown) => strToU8(`${JSON.stringify(value ?? null, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README),
    'profile.json': json(profileWithRealFocusTime(profile)),
    'stats-settings.json': json(settings ?? null),
    'newsletter.json': json(newsletter ?? null),
    'presence-settings.json': json(groups.presenceSettings),
  };
  for (const table of tables) {
    files[`${table.name}.json`] = json(table.rows);
    files[`${table.name}.csv`] = strToU8(toCsv(table.rows, table.columns));
  }
  const date = ctx.now().toISOString().slice(0, 10);
  return {
    fileName: `${EXPORT_FILE_PREFIX}${date}.zip`,
    zip: zipSync(files, { level: 6, mtime: ctx.now() }),
  };
}
