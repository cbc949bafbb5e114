import type { TaskPriority } from '@focus-room/core/api/tasks';
import { applyReorder, type OrderedTask, type PlacedTask } from '@focus-room/core/tasks/reorder';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { ongoingTasksJsonOf } from '../../../repositories/tasks-repository';
import { signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

type StoredTask = PlacedTask & { status: string; createdAt: string };

/**
 * A drop is planned in SQL (reorder_tasks_along_session, decision 054), or in the server from the board it
 * keeps when that is still the user's (decision 061); applyReorder in packages/core is the rule's reference. For any board and any list the client can send (partial, with ties in order,
 * naming finished tasks), the function must store exactly the places applyReorder gives the ongoing
 * tasks, put a named finished task where it was dropped, leave every other task alone, and answer the
 * board PostgreSQL writes afterwards. Each run reads the board first or not, so both plans are held to it,
 * then drops again from the board the first drop left (decision 061: only the places that move are written).
 */
describe('a drop planned along the session', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  const taskArb = fc.record({
    priority: fc.constantFrom('must do' as const, 'can do' as const),
    status: fc.constantFrom('ongoing', 'ongoing', 'ongoing', 'finished'),
    // Few positions and creation times, so ties fall through to the next sort key.
    position: fc.integer({ min: 0, max: 3 }),
    createdMinute: fc.integer({ min: 0, max: 2 }),
  });
  const itemArb = fc.record({
    priority: fc.constantFrom('must do' as const, 'can do' as const),
    order: fc.integer({ min: 0, max: 4 }),
  });

  const stored = async (userId: string) =>
    queryRows<StoredTask>(
      ctx.db,
      sql`select id, priority, position, status, created_at::text as "createdAt" from tasks
        where user_id = ${userId}`,
    );

  /** What the rule says the drop stores: every task's zone and rank, by id. */
  function expectedPlaces(before: StoredTask[], listed: OrderedTask[]) {
    const zone = (task: StoredTask) => (task.priority === 'must do' ? 0 : 1);
    const ongoing = before
      .filter((task) => task.status === 'ongoing')
      .sort(
        (a, b) =>
          zone(a) - zone(b) ||
          a.position - b.position ||
          a.createdAt.localeCompare(b.createdAt) ||
          a.id.localeCompare(b.id),
      );
    const places = new Map(before.map((task) => [task.id, `${task.priority}@${task.position}`]));
    for (const place of applyReorder(ongoing, listed)) {
      places.set(place.id, `${place.priority}@${place.position}`);
    }
    for (const item of listed) {
      const task = before.find((t) => t.id === item.id);
      if (task?.status !== 'ongoing') places.set(item.id, `${item.priority}@${item.order}`);
    }
    return Object.fromEntries(places);
  }

  /** A list naming some of the tasks, each once, in any order, with any zone and order. */
  function listOf(tasks: StoredTask[], picks: [number, { priority: TaskPriority; order: number }][]) {
    const named = new Set<string>();
    const listed: OrderedTask[] = [];
    for (const [pick, item] of picks) {
      const task = tasks[pick % Math.max(1, tasks.length)];
      if (!task || named.has(task.id)) continue;
      named.add(task.id);
      listed.push({ id: task.id, ...item });
    }
    return listed;
  }

  it('stores what applyReorder plans, for any board and list, and for a second drop after it', async () => {
    const owner = await signUp(app, mailbox);
    await fc.assert(
      fc.asyncProperty(
        fc.array(taskArb, { maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), itemArb), { maxLength: 14 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(), itemArb), { maxLength: 14 }),
        async (tasks, picks, readFirst, nextPicks) => {
          await ctx.db.execute(sql`delete from tasks where user_id = ${owner.user._id}`);
          for (const [i, task] of tasks.entries()) {
            await ctx.db.execute(
              sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, status,
                  position, finished_at, created_at)
                values (${owner.user._id}, ${`Task ${i}`}, date '2026-06-20', 2, ${task.priority},
                  ${task.status}, ${task.position}, ${task.status === 'finished' ? sql`now()` : null},
                  timestamptz '2026-06-15T09:00:00Z' + ${task.createdMinute} * interval '1 minute')`,
            );
          }
          // Read first: this process keeps the board, and plans a drop of ongoing tasks from it.
          if (readFirst) await app.inject({ method: 'GET', url: '/api/tasks', headers: owner.auth });
          // The second drop is planned from the board the first one left and kept, which is ranked: only
          // the places that move are written.
          for (const dropPicks of [picks, nextPicks]) {
            const before = await stored(owner.user._id);
            const listed = listOf(before, dropPicks);
            const drop = await app.inject({
              method: 'PATCH',
              url: '/api/tasks/reorder',
              headers: owner.auth,
              payload: { orderedTasks: listed },
            });
            expect(drop.statusCode, drop.body).toBe(200);
            const after = await stored(owner.user._id);
            const places = Object.fromEntries(
              after.map((task) => [task.id, `${task.priority}@${task.position}`]),
            );
            expect(places).toEqual(expectedPlaces(before, listed));
            const board = await ongoingTasksJsonOf(ctx.db, owner.user._id);
            expect(drop.body).toBe(`{"ongoingTasks":${board}}`);
          }
        },
      ),
      // Shrinking would send hundreds of drops for one user within a minute, and the route's rate limit
      // (429) would replace the counterexample: the first failure is reported as found.
      { numRuns: 40, endOnFailure: true },
    );
  });
});
