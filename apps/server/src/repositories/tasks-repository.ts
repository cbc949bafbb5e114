import type { ReorderItem } from '@focus-room/core/api/tasks';
import type { PlacedTask } from '@focus-room/core/tasks/reorder';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { batchStatement } from '../db/batch-statement';
import type { Database } from '../db/database';
import { namedStatement } from '../db/named-statement';
import { taskPomodoros, tasks, users } from '../db/schema';
import { writeBatcher } from '../db/write-batcher';
import { type ClaimRule, type RuleValues, ruleItem, ruleValues } from '../services/economy/claim-bound';
import { type AlongSession, alongSessionItem } from './sessions-repository';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskPriorityValue = TaskRow['priority'];
/** The columns a task's answer carries. */
export type TaskFields = Pick<
  TaskRow,
  'id' | 'taskName' | 'dueDate' | 'estimatedPomodoros' | 'completedPomodoros' | 'priority' | 'status'
>;

/** A task's answer columns as the SQL functions of migration 0007 return them. */
type TaskColumns = {
  id: string;
  task_name: string;
  due_date: string;
  estimated_pomodoros: number;
  completed_pomodoros: number;
  priority: TaskRow['priority'];
  status: TaskRow['status'];
};

const fromColumns = (row: TaskColumns): TaskFields => ({
  id: row.id,
  taskName: row.task_name,
  dueDate: row.due_date,
  estimatedPomodoros: row.estimated_pomodoros,
  completedPomodoros: row.completed_pomodoros,
  priority: row.priority,
  status: row.status,
});

// 'must do' sorts after 'can do' alphabetically, so the zone order is spelled out. Ties in position
// (two adds racing on different instances before a reorder renumbers) fall back to creation order.
const boardOrder = [
  sql`case when ${tasks.priority} = 'must do' then 0 else 1 end`,
  asc(tasks.position),
  asc(tasks.createdAt),
  asc(tasks.id),
];

// One of the user's tasks (a complete-pomodoro with nothing due, an edit, a delete), prepared the same way.
function prepareOneTask(db: Database) {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, sql.placeholder('userId')), eq(tasks.id, sql.placeholder('taskId'))))
    .prepare('tasks_find_one');
}
const oneTask = preparedPerDatabase(prepareOneTask);

/** `prepare(db)`, made once per database handle (a transaction is a handle of its own) and kept. */
function preparedPerDatabase<Query>(prepare: (db: Database) => Query) {
  const prepared = new WeakMap<Database, Query>();
  return (db: Database) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}

// The board's writes, each one call of its plpgsql function, as named statements (db/named-statement.ts):
// planned once per connection.
//
// The drop made along the session (decision 054, migration 0016; decision 061, migration 0023): the
// statement checks the session and writes the drop, planned by the server from its kept board when that is
// still the board, else planned as applyReorder does. No row: the session is not open (the caller answers
// 401).
const reorderAlongSessionStatement = namedStatement<ReorderRow, keyof ReorderParams>(
  'reorder_tasks_along_session',
  'select * from reorder_tasks_along_session($1, $2, $3, $4, $5, $6::jsonb, $7::bigint, $8::jsonb)',
  ['sessionId', 'userId', 'now', 'idleSince', 'touchBefore', 'items', 'keptVersion', 'places'],
);

type ReorderInput = AlongSession & {
  items: ReorderItem[];
  /**
   * The drop as the server planned it from the board it keeps at `keptVersion`: the places to write. In a
   * batch the list goes with the plan only when `withList` (the user's last plan here found its board
   * moved, so this one likely will too).
   */
  planned: { keptVersion: number; places: PlacedTask[]; withList: boolean } | undefined;
};
type ReorderParams = AlongSession & { items: string; keptVersion: number | null; places: string | null };
type ReorderRow = {
  session_stale: boolean;
  /** 'moved' (a batch only): the kept version had moved and the item had no list to plan from; nothing written. */
  outcome: 'ok' | 'not_found' | 'moved';
  ongoing_tasks: string | null;
  board_version: string | number | null;
};

// Drops in one statement (decision 059): function reorder_tasks_along_sessions (migration 0026) checks each
// item's session and version in user order, writes the ranks of every plan that stood in one UPDATE at the
// end, and plans an item that carries only its list as reorder_tasks_along_session does; each row carries
// its own answer.
const reorderBatchStatement = batchStatement<ReorderRow>(
  'reorder_tasks_along_sessions',
  'select * from reorder_tasks_along_sessions($1::jsonb)',
);

/** One drop in a statement of its own, its list always sent: planned here if the kept board has moved. */
const sendDropAlone = async (db: Database, { planned, ...input }: ReorderInput) =>
  (
    await reorderAlongSessionStatement(db, {
      ...input,
      items: JSON.stringify(input.items),
      keptVersion: planned?.keptVersion ?? null,
      places: planned ? JSON.stringify(planned.places) : null,
    })
  )[0];

// One batch of drops at the database at a time, up to 32 drops, where the other writes have two of 16: fewer,
// larger batches cost a drop less. Bench runs alternating on one machine, before migration 0026: one in
// flight 376–450 cpu µs per drop, p99 24–32 ms (six runs); two in flight 442–520 µs, p99 31–46 ms (four
// runs). After it the two were within the noise (p99 23–26 against 18–22 ms, two runs each), and one stayed.
// Decision 059, amendment.
const reorderBatcher = writeBatcher<ReorderInput, ReorderRow | SentAgainFailed | undefined>({
  key: (item) => item.userId,
  maxItems: 32,
  maxInFlight: 1,
  sendOne: (db, input) => sendDropAlone(db, input),
  // A planned drop leaves without the client's list (migration 0026): it is needed only when the kept version
  // has moved, and then the drop answers 'moved' and is sent again alone, list included, before this batch
  // is answered, so no later drop of the user leaves before it.
  sendBatch: async (db, inputs) => {
    const rows: (ReorderRow | SentAgainFailed | undefined)[] = await reorderBatchStatement(
      db,
      inputs.map((input) => ({
        ...alongSessionItem(input),
        items: input.planned && !input.planned.withList ? null : input.items,
        kept_version: input.planned?.keptVersion ?? null,
        places: input.planned?.places ?? null,
      })),
    );
    for (const [i, row] of rows.entries()) {
      if (!row || 'sentAgainFailed' in row || row.outcome !== 'moved') continue;
      // The batch has committed: a drop sent again that fails fails alone. Thrown, the error would make
      // the batcher send every drop of the batch again, the committed ones included.
      try {
        rows[i] = await sendDropAlone(db, { ...(inputs[i] as ReorderInput), planned: undefined });
      } catch (error) {
        rows[i] = { sentAgainFailed: error };
      }
    }
    return rows;
  },
});

/** A drop of a committed batch that was sent again alone and failed: its own error, for its caller alone. */
type SentAgainFailed = { sentAgainFailed: unknown };

// The pomodoro credit made along the session (decision 052, migration 0015): the statement checks the
// session, decides the credit under the pomodoro rule passed in and credits it. No row: the session is not
// open (the caller answers 401).
const completePomodoroAlongSessionStatement = namedStatement<PomodoroRow, keyof PomodoroInput>(
  'complete_pomodoro_along_session',
  'select * from complete_pomodoro_along_session($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
  [
    'sessionId',
    'userId',
    'taskId',
    'now',
    'idleSince',
    'touchBefore',
    'unitMs',
    'toleranceMs',
    'backlogMs',
    'forfeitMs',
  ],
);

// The toggle made along the session (decision 049): the session row is the statement's outer row, so
// toggle_task runs only for a session that is open and belongs to the token's user, and the request makes
// one round trip in all. No row: the session is not open (the caller answers 401).
const toggleAlongSessionStatement = namedStatement<
  TaskColumns & {
    outcome: 'ok' | 'not_found' | 'limit_reached' | 'no_user';
    coins_earned: number;
    session_stale: boolean;
  },
  | 'sessionId'
  | 'userId'
  | 'taskId'
  | 'now'
  | 'dayStart'
  | 'maxOngoing'
  | 'taskCoins'
  | 'dailyCap'
  | 'idleSince'
  | 'touchBefore'
>(
  'toggle_task_along_session',
  `select s.last_used_at < $10::timestamptz as session_stale, t.*
   from sessions s
   cross join lateral toggle_task(s.user_id, $3, $4::timestamptz, $5::timestamptz, $6::int, $7::int, $8::int) t
   where s.id = $1 and s.user_id = $2 and s.revoked_at is null
     and s.expires_at > $4::timestamptz and s.last_used_at > $9::timestamptz`,
  [
    'sessionId',
    'userId',
    'taskId',
    'now',
    'dayStart',
    'maxOngoing',
    'taskCoins',
    'dailyCap',
    'idleSince',
    'touchBefore',
  ],
);

type ToggleInput = AlongSession & {
  taskId: string;
  dayStart: Date;
  maxOngoing: number;
  taskCoins: number;
  dailyCap: number;
};
type ToggleRow = TaskColumns & {
  outcome: 'ok' | 'not_found' | 'limit_reached' | 'no_user';
  coins_earned: number;
  session_stale: boolean;
};
const toToggleResult = (row: ToggleRow | undefined) =>
  row && {
    outcome: row.outcome,
    coinsEarned: row.coins_earned,
    task: row.outcome === 'ok' ? fromColumns(row) : undefined,
    sessionStale: row.session_stale,
  };

// Several toggles in one statement (decision 059): function toggle_tasks_along_sessions (migration 0020)
// checks each item's session as the single statement does and runs toggle_task for it, in the order of
// the items' users, so batches lock users in one order. An item whose session is not open gives no row.
// The limits are the rules' constants, the same for every item.
const toggleBatchStatement = batchStatement<ToggleRow, 'maxOngoing' | 'taskCoins' | 'dailyCap'>(
  'toggle_tasks_along_sessions',
  'select * from toggle_tasks_along_sessions($1::jsonb, $2::int, $3::int, $4::int)',
  ['maxOngoing', 'taskCoins', 'dailyCap'],
);

const toggleBatcher = writeBatcher<ToggleInput, ReturnType<typeof toToggleResult>>({
  key: (item) => item.userId,
  maxItems: 16,
  maxInFlight: 2,
  sendOne: async (db, input) => toToggleResult((await toggleAlongSessionStatement(db, input))[0]),
  sendBatch: async (db, inputs) => {
    const items = inputs.map((input) => ({
      ...alongSessionItem(input),
      task_id: input.taskId,
      day_start: input.dayStart.toISOString(),
    }));
    const { maxOngoing, taskCoins, dailyCap } = inputs[0] as ToggleInput;
    const rows = await toggleBatchStatement(db, items, { maxOngoing, taskCoins, dailyCap });
    return rows.map(toToggleResult);
  },
});

type PomodoroInput = AlongSession & RuleValues & { taskId: string | null };
type PomodoroRow = TaskColumns & {
  outcome: 'ok' | 'not_found' | 'not_ongoing';
  credited: boolean;
  session_stale: boolean;
};

// Pomodoro credits in one statement, as toggles are: function complete_pomodoro_along_sessions (migration
// 0021) runs complete_pomodoro_along_session for each item, in user order.
const completePomodoroBatchStatement = batchStatement<PomodoroRow>(
  'complete_pomodoro_along_sessions',
  'select * from complete_pomodoro_along_sessions($1::jsonb)',
);

const completePomodoroBatcher = writeBatcher<PomodoroInput, PomodoroRow | undefined>({
  key: (item) => item.userId,
  maxItems: 16,
  maxInFlight: 2,
  sendOne: async (db, input) => (await completePomodoroAlongSessionStatement(db, input))[0],
  sendBatch: (db, inputs) =>
    completePomodoroBatchStatement(
      db,
      inputs.map((input) => ({
        ...alongSessionItem(input),
        ...ruleItem(input),
        task_id: input.taskId,
      })),
    ),
});

/** Every query is scoped by user id: a user can never read or change another user's task. */
export const tasksRepository = {
  /**
   * Locks the owner's user row until the transaction ends. Every change that counts or ranks a user's
   * tasks takes this lock first, so concurrent adds, toggles and reorders of one user run one after the
   * other (the 100-task limit and the positions stay exact) while other users are not held up. Answers
   * the owner's id and creation time, or undefined for an account that is gone.
   */
  async lockOwner(db: Database, userId: string) {
    const [row] = await db
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  },

  async find(db: Database, userId: string, taskId: string) {
    const [row] = await oneTask(db).execute({ userId, taskId });
    return row;
  },

  async listOngoing(db: Database, userId: string) {
    return db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.status, 'ongoing')))
      .orderBy(...boardOrder);
  },

  async listFinishedSince(db: Database, userId: string, since: Date) {
    return db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.status, 'finished'), gt(tasks.finishedAt, since)))
      .orderBy(asc(tasks.finishedAt), asc(tasks.id));
  },

  async listFinished(db: Database, userId: string, limit: number) {
    return db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.status, 'finished')))
      .orderBy(desc(tasks.finishedAt), desc(tasks.id))
      .limit(limit);
  },

  /**
   * All, finished and intermediate tasks of the user. The first two are the counts a trigger keeps on the
   * user row (migration 0006), so they cost the same after years of finished tasks; the intermediate ones
   * are a range of the finished-at index bounded by the 24-hour window.
   */
  async counts(db: Database, userId: string, intermediateSince: Date) {
    const [row] = await db
      .select({
        total: users.tasksTotal,
        finished: users.tasksFinished,
        intermediate: sql<number>`(
          select count(*) from ${tasks} t
          where t.user_id = ${users}.id and t.status = 'finished' and t.finished_at > ${intermediateSince}
        )::int`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return { total: row?.total ?? 0, finished: row?.finished ?? 0, intermediate: row?.intermediate ?? 0 };
  },

  async countOngoing(db: Database, userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.status, 'ongoing')));
    return row?.n ?? 0;
  },

  /** The next free rank at the end of a zone. */
  async nextPosition(db: Database, userId: string, priority: TaskPriorityValue) {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${tasks.position}) + 1, 0)::int` })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.status, 'ongoing'), eq(tasks.priority, priority)));
    return row?.next ?? 0;
  },

  async insert(db: Database, row: NewTaskRow) {
    const [created] = await db.insert(tasks).values(row).returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  },

  async update(
    db: Database,
    userId: string,
    taskId: string,
    values: Partial<Omit<NewTaskRow, 'id' | 'userId' | 'createdAt'>>,
  ) {
    const [row] = await db
      .update(tasks)
      .set(values)
      .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId)))
      .returning();
    return row;
  },

  /**
   * A drop on the board (function reorder_tasks_along_session, migration 0016), made along the open session
   * `sessionId` of `userId` in one statement: `items` are the request's list, each id a uuid and named once.
   * `planned` is the drop as the server planned it from its kept board, written only if that board is
   * still the user's. Undefined when the session is not open (nothing written); otherwise whether the
   * session's last use is older than `touchBefore`, and either `not_found` (a named task is not the user's;
   * nothing written) or `ok` with the board's version after the drop (undefined when a later drop of the
   * user's in the same batch moved it again) and, unless the server's plan stood, the board after it as the
   * JSON text of GET /api/tasks's list.
   */
  async reorderAlongSession(db: Database, input: ReorderInput) {
    const row = await reorderBatcher(db, input);
    if (!row) return undefined;
    if ('sentAgainFailed' in row) throw row.sentAgainFailed;
    const sessionStale = row.session_stale;
    if (row.outcome === 'not_found') return { sessionStale, outcome: 'not_found' as const };
    return {
      sessionStale,
      outcome: 'ok' as const,
      // Null when the server's plan stood: the answer is its kept board after the drop.
      ongoingTasksJson: row.ongoing_tasks ?? undefined,
      // Null when a later drop of the user's in the same batch moved the board again (migration 0023).
      boardVersion: row.board_version === null ? undefined : Number(row.board_version),
    };
  },

  async incrementCompleted(db: Database, userId: string, taskId: string) {
    const [row] = await db
      .update(tasks)
      .set({ completedPomodoros: sql`${tasks.completedPomodoros} + 1` })
      .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId), eq(tasks.status, 'ongoing')))
      .returning();
    return row;
  },

  async delete(db: Database, userId: string, taskId: string) {
    const rows = await db
      .delete(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId)))
      .returning({ id: tasks.id });
    return rows.length > 0;
  },

  /**
   * One pomodoro for the user's ongoing task, decided under `rule` (function
   * complete_pomodoro_along_session, migration 0015) and made along the open session `sessionId` of
   * `userId`, in one statement. `taskId` null: an id that cannot be a task's (not found). Undefined when
   * that session is not open (nothing written); otherwise the outcome, whether a pomodoro was credited,
   * the task after the call and whether the session's last use is older than `touchBefore`.
   */
  async completePomodoroAlongSession(
    db: Database,
    input: AlongSession & { taskId: string | null; rule: ClaimRule },
  ) {
    const row = await completePomodoroBatcher(db, { ...input, ...ruleValues(input.rule) });
    if (!row) return undefined;
    return {
      outcome: row.outcome,
      credited: row.credited,
      task: row.outcome === 'ok' ? fromColumns(row) : undefined,
      sessionStale: row.session_stale,
    };
  },

  /**
   * Finishes or unfinishes a task (function toggle_task, migration 0007), with the owner's row locked:
   * the 100-task limit and the task coins (first finish with a pomodoro, daily cap) are decided there.
   * Made along the session: runs only if session `sessionId` is open and `userId`'s, in the same
   * statement. Undefined when it is not (nothing was written); otherwise the outcome, the coins earned,
   * the task after the change and whether the session's last use is older than `touchBefore`.
   */
  async toggleAlongSession(db: Database, input: ToggleInput) {
    return toggleBatcher(db, input);
  },

  async recordPomodoro(db: Database, row: { userId: string; taskId: string; createdAt: Date }) {
    await db.insert(taskPomodoros).values(row);
  },
};

/**
 * The board's ongoing tasks in board order (as listOngoing), as the JSON text of GET /api/tasks's list, for
 * the `users` row the authentication joined (sessionsRepository.findActiveWithUser): the SQL function
 * ongoing_tasks_json (migration 0019), which the drop's answer uses too. Each task is in its wire shape, so
 * the route sends the text as PostgreSQL wrote it: parsing it, mapping each task and checking and writing
 * the list again was a sixth of the server's CPU on this, the board's most frequent read (decision 028,
 * amendment). board-reads.test.ts holds it to what toTaskDto makes of listOngoing. Read along the session
 * by services/tasks/board-answers.ts.
 */
export const ongoingTasksListJson = sql<string>`ongoing_tasks_json(${users}.id)`;

/** The same list for any user, outside the authentication's statement. */
export async function ongoingTasksJsonOf(db: Database, userId: string) {
  const [row] = await ongoingTasksJsonStatement(db, { userId });
  return row?.list ?? '[]';
}
const ongoingTasksJsonStatement = namedStatement<{ list: string }, 'userId'>(
  'ongoing_tasks_json',
  'select ongoing_tasks_json($1) as list',
  ['userId'],
);
