// What must hold in the database after any scenario, whatever happened during it:
//   - every balance is the sum of its ledger (no ledger row without its balance, no balance without its row)
//     and never negative; balance = earned − spent;
//   - every level above 1 was bought exactly once at its price (no coins spent without the level, no level
//     without the coins); no task ever paid its coins twice;
//   - every acknowledged write is there: coins, focus time, upgrades, task coins, pomodoros, toggles,
//     created and deleted tasks, the last reorder; and nothing beyond what the uncertain (unanswered)
//     writes could have added (focus periods: never more rows than reports).
// Plus, while a server runs, what the API reports agrees with the rows (stats, total time).
import { upgradeCost } from '../../packages/core/src/levels/cost-table';
import type { Queryable } from '../bench/seed-users';
import type { HttpClient } from './http-client';
import { jsonOf } from './http-client';
import type { Journal } from './workload';

export type InvariantReport = { usersChecked: number; tasksChecked: number; failures: string[] };

type UserRow = {
  id: string;
  coins: number;
  level: number;
  ledger: number;
  earned: number;
  spent: number;
  focus: number;
  task: number;
  upgrades: number;
  time: number;
  periods: number;
  pomodoros: number;
};

type TaskRow = {
  id: string;
  user_id: string;
  status: 'ongoing' | 'finished';
  completed_pomodoros: number;
  coins_awarded: boolean;
};

export async function checkDatabase(db: Queryable, journal: Journal): Promise<InvariantReport> {
  const failures: string[] = [];
  let found = 0;
  const fail = (message: string) => {
    found += 1;
    if (failures.length < 40) failures.push(message);
  };

  const { rows: users } = await db.query<UserRow>(
    `select u.id, u.coins, u.level,
       coalesce(l.ledger, 0)::int as ledger, coalesce(l.earned, 0)::int as earned,
       coalesce(l.spent, 0)::int as spent, coalesce(l.focus, 0)::int as focus, coalesce(l.task, 0)::int as task,
       coalesce(l.upgrades, 0)::int as upgrades,
       coalesce((select sum(seconds) from focus_time_ledger t where t.user_id = u.id), 0)::int as time,
       (select count(*) from focus_periods p where p.user_id = u.id)::int as periods,
       (select count(*) from task_pomodoros p where p.user_id = u.id)::int as pomodoros
     from users u
     left join (
       select user_id, sum(delta) as ledger,
         sum(delta) filter (where kind not in ('upgrade', 'collection')) as earned,
         -sum(delta) filter (where kind in ('upgrade', 'collection')) as spent,
         sum(delta) filter (where kind = 'focus') as focus,
         sum(delta) filter (where kind = 'task') as task,
         count(*) filter (where kind = 'upgrade') as upgrades
       from coin_ledger group by user_id
     ) l on l.user_id = u.id`,
  );
  const { rows: upgradeRows } = await db.query<{ user_id: string; detail: string; delta: number }>(
    `select user_id, detail, delta from coin_ledger where kind = 'upgrade'`,
  );
  const { rows: taskPayments } = await db.query<{ detail: string; n: number }>(
    `select detail, count(*)::int as n from coin_ledger where kind = 'task' group by detail having count(*) > 1`,
  );
  const { rows: tasks } = await db.query<TaskRow>(
    `select id, user_id, status, completed_pomodoros, coins_awarded_at is not null as coins_awarded from tasks`,
  );
  const { rows: boards } = await db.query<{ user_id: string; ids: string[] }>(
    `select user_id, array_agg(id::text order by case when priority = 'must do' then 0 else 1 end, position,
       created_at, id) as ids
     from tasks where status = 'ongoing' group by user_id`,
  );

  // Every user, journaled or not.
  const upgradesOf = new Map<string, { detail: string; delta: number }[]>();
  for (const row of upgradeRows) {
    const list = upgradesOf.get(row.user_id) ?? [];
    list.push(row);
    upgradesOf.set(row.user_id, list);
  }
  for (const user of users) {
    const who = `user ${user.id}`;
    if (user.coins !== user.ledger) fail(`${who}: balance ${user.coins} ≠ ledger sum ${user.ledger}`);
    if (user.coins !== user.earned - user.spent) {
      fail(`${who}: balance ${user.coins} ≠ earned ${user.earned} − spent ${user.spent}`);
    }
    if (user.coins < 0) fail(`${who}: negative balance ${user.coins}`);
    if (user.upgrades !== user.level - 1) {
      fail(`${who}: level ${user.level} but ${user.upgrades} upgrade rows in the ledger`);
    }
    const bought = (upgradesOf.get(user.id) ?? []).map((row) => {
      const level = Number(row.detail.replace('level ', ''));
      if (row.delta !== -upgradeCost(level))
        fail(`${who}: level ${level} cost ${-row.delta}, price ${upgradeCost(level)}`);
      return level;
    });
    const expected = Array.from({ length: user.level - 1 }, (_, i) => i + 2);
    if (bought.sort((a, b) => a - b).join() !== expected.join()) {
      fail(`${who}: levels bought [${bought.join()}] ≠ [${expected.join()}] for level ${user.level}`);
    }
  }
  for (const payment of taskPayments) fail(`${payment.detail} paid its task coins ${payment.n} times`);

  // Acknowledged writes of journaled users.
  const userById = new Map(users.map((user) => [user.id, user]));
  const tasksByUser = new Map<string, TaskRow[]>();
  for (const task of tasks) {
    const list = tasksByUser.get(task.user_id) ?? [];
    list.push(task);
    tasksByUser.set(task.user_id, list);
  }
  const boardOf = new Map(boards.map((board) => [board.user_id, board.ids]));
  let tasksChecked = 0;
  for (const [userId, entry] of journal) {
    const who = `user ${userId}`;
    const user = userById.get(userId);
    if (!user) {
      fail(`${who}: missing from the database`);
      continue;
    }
    const within = (what: string, actual: number, acked: number, uncertain: number) => {
      if (actual < acked) fail(`${who}: ${what} ${actual} in the database < ${acked} acknowledged (lost)`);
      else if (actual > acked + uncertain) {
        fail(`${who}: ${what} ${actual} in the database > ${acked} acknowledged + ${uncertain} unanswered`);
      }
    };
    within('focus coins', user.focus, entry.focusCoins, entry.uncertain.focusCoins);
    within('focus time', user.time, entry.focusTime, entry.uncertain.focusTime);
    within('levels bought', user.level - 1, entry.levels, entry.uncertain.levels);
    if (entry.uncertain.levels === 0 && user.spent !== entry.spent) {
      fail(`${who}: ${user.spent} coins spent in the ledger ≠ ${entry.spent} acknowledged`);
    }
    within('task coins', user.task, entry.taskCoins, entry.uncertain.taskCoins);
    // A focus period beyond the wall-clock bound is answered 201 and stored cut, possibly to nothing, so
    // an acknowledged report has at most one row.
    if (user.periods > entry.focusPeriods + entry.uncertain.focusPeriods) {
      fail(
        `${who}: ${user.periods} focus periods > ${entry.focusPeriods} acknowledged + ${entry.uncertain.focusPeriods} unanswered`,
      );
    }
    const pomodoros = [...entry.pomodorosByTask.values()].reduce((sum, n) => sum + n, 0);
    within('credited pomodoros', user.pomodoros, pomodoros, entry.uncertain.tasks.size);

    const own = new Map((tasksByUser.get(userId) ?? []).map((task) => [task.id, task]));
    for (const [taskId, toggles] of entry.togglesByTask) {
      const task = own.get(taskId);
      if (!task || entry.uncertain.tasks.has(taskId)) continue;
      tasksChecked += 1;
      const expected = toggles % 2 ? 'finished' : 'ongoing';
      if (task.status !== expected)
        fail(`task ${taskId}: ${task.status} after ${toggles} acknowledged toggles`);
    }
    for (const [taskId, credited] of entry.pomodorosByTask) {
      const task = own.get(taskId);
      if (!task || entry.uncertain.tasks.has(taskId)) continue;
      if (task.completed_pomodoros !== credited) {
        fail(`task ${taskId}: ${task.completed_pomodoros} pomodoros ≠ ${credited} acknowledged`);
      }
    }
    for (const taskId of entry.created) {
      if (!entry.deleted.has(taskId) && !entry.uncertain.tasks.has(taskId) && !own.has(taskId)) {
        fail(`task ${taskId}: acknowledged as created, missing`);
      }
    }
    if (own.size > 100 + entry.created.size + entry.uncertain.creates) {
      fail(`${who}: more tasks than seeded and created`);
    }
    for (const taskId of entry.deleted) {
      if (own.has(taskId)) fail(`task ${taskId}: acknowledged as deleted, still there`);
    }
    if (entry.lastReorder && !entry.uncertain.board) {
      // Later toggles, adds and deletes change which tasks are on the board, never the relative order of
      // the ones the last drop placed.
      const board = boardOf.get(userId) ?? [];
      const placed = new Set(entry.lastReorder);
      const onBoard = new Set(board);
      const fromDb = board.filter((id) => placed.has(id));
      const fromAck = entry.lastReorder.filter((id) => onBoard.has(id));
      if (fromDb.join() !== fromAck.join())
        fail(`${who}: board order differs from the last acknowledged reorder`);
    }
  }
  if (found > failures.length) failures.push(`… ${found - failures.length} more broken invariants not shown`);
  return { usersChecked: users.length, tasksChecked, failures };
}

/** What the API reports for each journaled user agrees with the ledger (run while a server is up). */
export async function checkApiTotals(db: Queryable, client: HttpClient, tokens: Map<string, string>) {
  const failures: string[] = [];
  const { rows } = await db.query<{ id: string; coins: number; earned: number; spent: number; time: number }>(
    `select u.id, u.coins,
       coalesce((select sum(delta) from coin_ledger l where l.user_id = u.id and kind not in ('upgrade', 'collection')), 0)::int as earned,
       coalesce((select -sum(delta) from coin_ledger l where l.user_id = u.id and kind in ('upgrade', 'collection')), 0)::int as spent,
       coalesce((select sum(seconds) from focus_time_ledger t where t.user_id = u.id), 0)::int as time
     from users u where u.id = any($1::uuid[])`,
    [[...tokens.keys()]],
  );
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.pop(); row; row = queue.pop()) {
      const token = tokens.get(row.id)!;
      const stats = jsonOf(await client.send({ method: 'GET', path: '/api/user/stats', token })) as
        | { currentCoins: number; totalCoinsEarned: number; coinsSpent: number; totalTimeSpent: number }
        | undefined;
      const time = jsonOf(
        await client.send({ method: 'GET', path: '/api/user-activity/total-time-spent', token }),
      ) as { totalTimeSpent: number } | undefined;
      const expected = `coins ${row.coins} = ${row.earned} − ${row.spent}, time ${row.time}`;
      if (
        !stats ||
        stats.currentCoins !== row.coins ||
        stats.totalCoinsEarned !== row.earned ||
        stats.coinsSpent !== row.spent ||
        stats.currentCoins !== stats.totalCoinsEarned - stats.coinsSpent ||
        stats.totalTimeSpent !== row.time ||
        time?.totalTimeSpent !== row.time
      ) {
        if (failures.length < 20)
          failures.push(`user ${row.id}: API says ${JSON.stringify(stats)}, ledger ${expected}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { usersChecked: rows.length, failures };
}
