import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { ongoingTasksResponseSchema } from '@focus-room/core/api/tasks';
import { remainingPomodoros } from '@focus-room/core/tasks/remaining';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { SESSION_IDLE_LIMIT_MS } from '../../../services/auth/sessions';
import { listOngoing } from '../../../services/tasks/task-service';
import { signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

/**
 * GET /api/tasks answers the ongoing tasks in board order; GET /api/tasks/remaining-pomodoros the total
 * the tasks trigger keeps on the user row (docs/product-rules.md#remaining-pomodoros). Both must agree
 * with the board query and core's estimate for any board, and refuse an ended session at once.
 */
describe('the board reads', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const get = (auth: Record<string, string>, url: string) =>
    app.inject({ method: 'GET', url, headers: auth });

  const taskArb = fc.record({
    priority: fc.constantFrom('must do', 'can do'),
    status: fc.constantFrom('ongoing', 'ongoing', 'finished'),
    // Few positions and creation times, so ties fall through to the next sort key.
    position: fc.integer({ min: 0, max: 3 }),
    createdMinute: fc.integer({ min: 0, max: 2 }),
    estimated: fc.integer({ min: 0, max: 100 }),
    completed: fc.integer({ min: 0, max: 120 }),
    name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes('\u0000')),
    dueInDays: fc.integer({ min: -400, max: 4000 }),
  });

  it('answer what the separate board query and the core estimate answer, for any board', async () => {
    const owner = await signUp(app, mailbox);
    const other = await signUp(app, mailbox);
    await fc.assert(
      fc.asyncProperty(
        fc.array(taskArb, { maxLength: 25 }),
        fc.array(taskArb, { maxLength: 5 }),
        async (mine, theirs) => {
          await ctx.db.execute(
            sql`delete from tasks where user_id in (${owner.user._id}, ${other.user._id})`,
          );
          for (const [userId, list] of [
            [owner.user._id, mine],
            [other.user._id, theirs],
          ] as const) {
            for (const task of list) {
              await ctx.db.execute(
                sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, completed_pomodoros,
                    priority, status, position, finished_at, created_at)
                  values (${userId}, ${task.name}, date '2026-06-20' + ${task.dueInDays}::int, ${task.estimated}, ${task.completed},
                    ${task.priority}, ${task.status}, ${task.position},
                    ${task.status === 'finished' ? sql`now()` : null},
                    timestamptz '2026-06-15T09:00:00Z' + ${task.createdMinute} * interval '1 minute')`,
              );
            }
          }
          const board = await get(owner.auth, '/api/tasks');
          expect(board.statusCode).toBe(200);
          expect(board.headers['content-type']).toBe('application/json; charset=utf-8');
          const reference = await listOngoing(ctx, owner.user._id);
          expect(board.json()).toEqual({ ongoingTasks: reference });
          // Exactly what the response schema allows (parsing strips unknown keys, so any extra key fails).
          expect(ongoingTasksResponseSchema.parse(board.json())).toEqual(board.json());
          // A drop that moves nothing answers the same board, byte for byte.
          const drop = await app.inject({
            method: 'PATCH',
            url: '/api/tasks/reorder',
            headers: owner.auth,
            payload: { orderedTasks: [] },
          });
          expect(drop.statusCode).toBe(200);
          expect(drop.body).toBe(board.body);
          const remaining = await get(owner.auth, '/api/tasks/remaining-pomodoros');
          expect(remaining.json()).toEqual({
            remainingPomodoros: remainingPomodoros(
              mine.map((t) => ({
                estimatedPomodoros: t.estimated,
                completedPomodoros: t.completed,
                status: t.status,
              })),
            ),
          });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuse a session ended by logout or by 12 idle hours on the very next request', async () => {
    const loggedOut = await signUp(app, mailbox);
    expect((await get(loggedOut.auth, '/api/tasks')).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut.auth });
    expect(logout.statusCode).toBe(200);
    const refused = async (auth: Record<string, string>) => {
      for (const url of ['/api/tasks', '/api/tasks/remaining-pomodoros']) {
        const res = await get(auth, url);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.sessionInvalid, code: 'sessionInvalid' });
      }
    };
    await refused(loggedOut.auth);
    const idle = await signUp(app, mailbox);
    expect((await get(idle.auth, '/api/tasks/remaining-pomodoros')).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_LIMIT_MS + 1);
    await refused(idle.auth);
  });

  it('never show another user their board', async () => {
    const a = await signUp(app, mailbox);
    const b = await signUp(app, mailbox);
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: a.auth,
      payload: { taskName: 'Mine only', dueDate: '2026-06-20', estimatedPomodoros: 3, priority: 'must do' },
    });
    expect((await get(b.auth, '/api/tasks')).json()).toEqual({ ongoingTasks: [] });
    expect((await get(b.auth, '/api/tasks/remaining-pomodoros')).json()).toEqual({ remainingPomodoros: 0 });
    const rows = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from tasks where user_id = ${a.user._id}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
