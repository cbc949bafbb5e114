import type { PlacedTask } from '@focus-room/core/tasks/reorder';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-query';
import { taskPomodoros, tasks, users } from '../db/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskPriorityValue = TaskRow['priority'];
/** The columns a task's answer carries. */
export type TaskFields = Pick<
  TaskRow,
  'id' | 'taskName' | 'dueDate' | 'estimatedPomodoros' | 'completedPomodoros' | 'priority' | 'status'
>;

/** A task as the board shows it and a drop plans it. */
export type BoardTask = TaskFields & Pick<TaskRow, 'position'>;
const boardColumns = {
  id: tasks.id,
  taskName: tasks.taskName,
  dueDate: tasks.dueDate,
  estimatedPomodoros: tasks.estimatedPomodoros,
  completedPomodoros: tasks.completedPomodoros,
  priority: tasks.priority,
  status: tasks.status,
  position: tasks.position,
};

// Ongoing = all minus finished: both counts are kept on the user row by the tasks trigger.
const ongoingCount = sql<number>`${users.tasksTotal} - ${users.tasksFinished}`.mapWith(Number);

// 'must do' sorts after 'can do' alphabetically, so the zone order is spelled out. Ties in position
// (two adds racing on different instances before a reorder renumbers) fall back to creation order.
const boardOrder = [
  sql`case when ${tasks.priority} = 'must do' then 0 else 1 end`,
  asc(tasks.position),
  asc(tasks.createdAt),
  asc(tasks.id),
];

// Every board load and change reads the board: prepared once per database handle (its sorted plan cost
// PostgreSQL more than running it, docs/performance.md).
const board = preparedPerDatabase((db) =>
  db
    .select(boardColumns)
    .from(tasks)
    .where(and(eq(tasks.userId, sql.placeholder('userId')), eq(tasks.status, 'ongoing')))
    .orderBy(...boardOrder)
    .prepare('board'),
);

/** Every query is scoped by user id: a user can never read or change another user's task. */
export const tasksRepository = {
  /**
   * Locks the owner's user row until the transaction ends. Every change that counts or ranks a user's
   * tasks takes this lock first, so concurrent adds, toggles and reorders of one user run one after the
   * other (the 100-task limit and the positions stay exact) while other users are not held up. Answers
   * the owner's id, creation time and ongoing tasks (the counts a trigger keeps on the row), or undefined
   * for an account that is gone. What else a write decides on is read by the statements after this one:
   * a read in the locking statement would see rows as they were before it waited for the lock (only the
   * locked row itself is read again after the wait).
   */
  async lockOwner(db: Database, userId: string) {
    const [row] = await db
      .select({ id: users.id, createdAt: users.createdAt, ongoing: ongoingCount })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  },

  async find(db: Database, userId: string, taskId: string) {
    const [row] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId)));
    return row;
  },

  /** The user's tasks among `taskIds`; ids of other users' tasks find nothing. */
  async findMany(db: Database, userId: string, taskIds: string[]): Promise<BoardTask[]> {
    if (taskIds.length === 0) return [];
    return db
      .select(boardColumns)
      .from(tasks)
      .where(and(eq(tasks.userId, userId), inArray(tasks.id, taskIds)));
  },

  /** The board: the ongoing tasks in board order, with the columns a task's answer and a drop need. */
  async listOngoing(db: Database, userId: string): Promise<BoardTask[]> {
    return board(db).execute({ userId });
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
   * Writes the zones and ranks of a drop, each place only for the user's own task, in one UPDATE. The
   * tasks trigger keeps the counts on the user row; a rank or zone alone changes none of them.
   */
  async setPlaces(db: Database, userId: string, places: readonly PlacedTask[]) {
    if (places.length === 0) return;
    const byId = (value: (place: PlacedTask) => SQL) =>
      sql`case ${tasks.id} ${sql.join(
        places.map((place) => sql`when ${place.id}::uuid then ${value(place)}`),
        sql` `,
      )} end`;
    await db
      .update(tasks)
      .set({
        priority: byId((place) => sql`${place.priority}`),
        position: byId((place) => sql`${place.position}::int`),
      })
      .where(
        and(
          eq(tasks.userId, userId),
          inArray(
            tasks.id,
            places.map((place) => place.id),
          ),
        ),
      );
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

  async recordPomodoro(db: Database, row: { userId: string; taskId: string; createdAt: Date }) {
    await db.insert(taskPomodoros).values(row);
  },
};
