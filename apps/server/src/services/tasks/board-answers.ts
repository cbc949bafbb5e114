import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { ReadAlongSession } from '../../repositories/sessions-repository';
import { ongoingTasksJsonOf, ongoingTasksListJson } from '../../repositories/tasks-repository';
import type { UserRow } from '../../repositories/users-repository';
import { type KeptTask, tasksOfList } from './drop-from-kept-board';

/**
 * GET /api/tasks answers kept in this process, each with the board version it was read at
 * (docs/decisions/058-board-answers-kept-by-version.md). The version, on the user row, is the id of the
 * last transaction that changed the answer (migration 0019), so one comparison in the authentication's
 * statement tells whether a kept answer still holds: then the statement skips building it. Every instance
 * keeps its own; none is ever served without the database saying it is current, so a change made through
 * another instance is seen at once.
 *
 * Bounded by the answers' total size: a board of twenty tasks is about 4 kB, so about 8 000 boards in 32 MiB.
 */
const KEPT_BYTES = 32 * 1024 * 1024;

// The whole body of the answer, encoded once: a kept answer is sent as it is. A board a drop planned here
// answered also keeps its tasks as the drop cut them, so the user's next drop need not cut the body again,
// and is ranked: every task's stored position is its rank in its zone (0..n−1 per zone, in the list's order),
// as such a drop writes them. Another board is not known to be ranked: stored positions may tie, and a drop
// planned in PostgreSQL leaves gaps where its list named finished tasks.
type KeptAnswer = {
  version: number;
  body: Buffer;
  tasks?: readonly KeptTask[] | undefined;
  ranked?: boolean;
  // Kept by a drop whose plan, made here, found the board moved (another instance, another tab): the next
  // drop's plan goes with its list, so PostgreSQL can plan it in the same statement if the board has moved
  // again, instead of answering 'moved' and having it sent a second time (migration 0026).
  planMissed?: boolean;
};

// One store per database handle: tests run many apps, each on its own database, in one process.
const stores = new WeakMap<Database, LRUCache<string, KeptAnswer>>();

function storeFor(db: Database) {
  let store = stores.get(db);
  if (!store) {
    store = new LRUCache<string, KeptAnswer>({
      maxSize: KEPT_BYTES,
      // A task's head is most of its text, so the cut tasks take about as much room again.
      sizeCalculation: (answer) => answer.body.length * (answer.tasks ? 2 : 1) + 64,
    });
    stores.set(db, store);
  }
  return store;
}

function unlessKeptAt(keptVersion: SQL) {
  return sql<string | null>`case when ${users}.board_version = ${keptVersion}
    then null else ${ongoingTasksListJson} end`;
}

// No version is below 0 (a board never changed since migration 0019 is at 0), so -1 asks for the answer.
const NOTHING_KEPT = -1;

/**
 * The board read along the session (decision 028): the answer's JSON text, or null when the version this
 * process keeps an answer at is the user's current one. `peek`: looking up the version does not count as
 * a use; serving the answer does.
 */
export const ongoingTasksUnlessKept: ReadAlongSession<string | null> = {
  name: 'ongoing_tasks_json_unless_kept',
  select: unlessKeptAt(sql`${sql.placeholder('keptBoardVersion')}`),
  params: (db, userId) => ({ keptBoardVersion: storeFor(db).peek(userId)?.version ?? NOTHING_KEPT }),
  // Sent with other board reads (decision 060): each item's kept version is its column k.kept_board_version.
  batch: {
    select: unlessKeptAt(sql.raw('k.kept_board_version')),
    params: [{ name: 'keptBoardVersion', column: 'kept_board_version', type: 'bigint' }],
  },
};

/** The body of GET /api/tasks (and of a drop's answer) for the board's list, as JSON text. */
export const boardBody = (list: string) => Buffer.from(`{"ongoingTasks":${list}}`);
const LIST_AT = '{"ongoingTasks":'.length;

/**
 * The body of GET /api/tasks for `user`, from what `ongoingTasksUnlessKept` read in the same statement: the
 * list PostgreSQL built (kept here with the version read beside it), or the answer kept here. Another
 * request of the same user may replace the kept answer between the statement and this call; then the
 * board is read again, which is rare enough to cost nothing measurable.
 */
export async function boardAnswer(db: Database, user: UserRow, read: string | null) {
  const store = storeFor(db);
  if (read !== null) {
    const body = boardBody(read);
    store.set(user.id, { version: user.boardVersion, body });
    return body;
  }
  const kept = store.get(user.id);
  if (kept?.version === user.boardVersion) return kept.body;
  return boardBody(await ongoingTasksJsonOf(db, user.id));
}

/**
 * The board this process keeps for the user, as the list's tasks with the version they were read at, for a
 * drop to be planned from (decision 061). Looking it up does not count as a use.
 */
export function keptBoard(db: Database, userId: string) {
  const kept = storeFor(db).peek(userId);
  if (!kept) return undefined;
  const tasks = kept.tasks ?? tasksOfList(kept.body.toString().slice(LIST_AT, -1));
  return (
    tasks && {
      version: kept.version,
      tasks,
      ranked: kept.ranked === true,
      planMissed: kept.planMissed === true,
    }
  );
}

/**
 * Keeps `list`, the JSON text of the user's board just after a drop, at `version`, as GET /api/tasks's
 * answer, with the same board's tasks when the drop was planned here (the board is then ranked), or with
 * `planMissed` when a plan made here was sent and PostgreSQL planned the drop instead. Answers the body
 * kept, which is also the drop's answer.
 */
export function keepDroppedBoard(
  db: Database,
  userId: string,
  version: number,
  list: string,
  dropped: { tasks?: readonly KeptTask[]; planMissed?: boolean } = {},
) {
  const body = boardBody(list);
  const { tasks, planMissed } = dropped;
  storeFor(db).set(userId, { version, body, tasks, ranked: tasks !== undefined, planMissed });
  return body;
}

/** How many answers this database's store keeps (for tests). */
export const keptBoardAnswers = (db: Database) => storeFor(db).size;
