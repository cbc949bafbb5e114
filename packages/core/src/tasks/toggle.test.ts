import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ONGOING_TASKS, TASK_COINS, TASK_COINS_DAILY_CAP } from '../api/tasks-plain';
import { decideToggle, type ToggledTask } from './toggle';

const ongoing = (completedPomodoros: number, coinsAwarded = false): ToggledTask => ({
  status: 'ongoing',
  completedPomodoros,
  coinsAwarded,
});
const finished: ToggledTask = { status: 'finished', completedPomodoros: 1, coinsAwarded: true };
const none = { ongoing: 0, taskCoinsToday: 0 };

describe('decideToggle', () => {
  it('unfinishes a finished task below the ongoing limit, and refuses at it', () => {
    expect(decideToggle(finished, { ...none, ongoing: MAX_ONGOING_TASKS - 1 })).toEqual({
      outcome: 'unfinish',
    });
    expect(decideToggle(finished, { ...none, ongoing: MAX_ONGOING_TASKS })).toEqual({
      outcome: 'limitReached',
    });
  });

  it('pays the first finish of a task with a pomodoro, and no other finish', () => {
    expect(decideToggle(ongoing(1), none)).toEqual({
      outcome: 'finish',
      paidFinish: true,
      coinsEarned: TASK_COINS,
    });
    expect(decideToggle(ongoing(0), none)).toEqual({ outcome: 'finish', paidFinish: false, coinsEarned: 0 });
    expect(decideToggle(ongoing(3, true), none)).toEqual({
      outcome: 'finish',
      paidFinish: false,
      coinsEarned: 0,
    });
  });

  it('pays what the daily cap leaves, and marks the paid finish even when it leaves nothing', () => {
    const today = (taskCoinsToday: number) => decideToggle(ongoing(1), { ongoing: 0, taskCoinsToday });
    expect(today(TASK_COINS_DAILY_CAP - 1)).toMatchObject({ paidFinish: true, coinsEarned: 1 });
    expect(today(TASK_COINS_DAILY_CAP)).toMatchObject({ paidFinish: true, coinsEarned: 0 });
    expect(today(TASK_COINS_DAILY_CAP + 5)).toMatchObject({ paidFinish: true, coinsEarned: 0 });
  });

  const taskArb = fc.record({
    status: fc.constantFrom('ongoing' as const, 'finished' as const),
    completedPomodoros: fc.nat(120),
    coinsAwarded: fc.boolean(),
  });
  const countsArb = fc.record({
    ongoing: fc.nat(MAX_ONGOING_TASKS + 5),
    taskCoinsToday: fc.nat(TASK_COINS_DAILY_CAP + 5),
  });

  it('flips the status, refuses only at the limit, and pays within the coin and cap bounds', () => {
    fc.assert(
      fc.property(taskArb, countsArb, (task, counts) => {
        const decision = decideToggle(task, counts);
        if (task.status === 'finished') {
          expect(decision.outcome).toBe(counts.ongoing >= MAX_ONGOING_TASKS ? 'limitReached' : 'unfinish');
          return;
        }
        if (decision.outcome !== 'finish') throw new Error(`an ongoing task gave ${decision.outcome}`);
        expect(decision.paidFinish).toBe(!task.coinsAwarded && task.completedPomodoros >= 1);
        expect(decision.coinsEarned).toBeGreaterThanOrEqual(0);
        expect(decision.coinsEarned).toBeLessThanOrEqual(decision.paidFinish ? TASK_COINS : 0);
        expect(decision.coinsEarned).toBeLessThanOrEqual(
          Math.max(0, TASK_COINS_DAILY_CAP - counts.taskCoinsToday),
        );
      }),
    );
  });

  it('pays each task at most once and a day at most the cap, over any sequence of toggles', () => {
    fc.assert(
      fc.property(
        // Up to 15 tasks: more than the cap can pay for in a day.
        fc.array(fc.nat(2), { minLength: 1, maxLength: 15 }),
        fc.array(fc.nat(40), { maxLength: 200 }),
        (pomodoros, clicks) => {
          const tasks = pomodoros.map((completedPomodoros) => ongoing(completedPomodoros));
          const paid = tasks.map(() => 0);
          let coinsToday = 0;
          for (const click of clicks) {
            const index = click % tasks.length;
            const task = tasks[index] as ToggledTask;
            const ongoingCount = tasks.filter((t) => t.status === 'ongoing').length;
            const decision = decideToggle(task, { ongoing: ongoingCount, taskCoinsToday: coinsToday });
            if (decision.outcome === 'limitReached') throw new Error('a handful of tasks hit the limit');
            if (decision.outcome === 'unfinish') {
              tasks[index] = { ...task, status: 'ongoing' };
              continue;
            }
            tasks[index] = {
              ...task,
              status: 'finished',
              coinsAwarded: task.coinsAwarded || decision.paidFinish,
            };
            coinsToday += decision.coinsEarned;
            paid[index] = (paid[index] ?? 0) + decision.coinsEarned;
          }
          // Exactly what the cap allows of TASK_COINS per task that had a paid finish.
          const paidFinishes = tasks.filter((t) => t.coinsAwarded).length;
          expect(coinsToday).toBe(Math.min(TASK_COINS_DAILY_CAP, TASK_COINS * paidFinishes));
          for (const [index, coins] of paid.entries()) {
            expect(coins).toBeLessThanOrEqual((pomodoros[index] ?? 0) >= 1 ? TASK_COINS : 0);
          }
        },
      ),
    );
  });
});
