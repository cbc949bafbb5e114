import { MAX_ONGOING_TASKS, TASK_COINS, TASK_COINS_DAILY_CAP, type TaskStatus } from '../api/tasks-plain';

/** What a toggle needs to know of the task. */
export type ToggledTask = {
  status: TaskStatus;
  completedPomodoros: number;
  /** Whether the task has had its one paid finish (tasks.coins_awarded_at is set). */
  coinsAwarded: boolean;
};

/** What the toggle finds under the owner's lock. */
export type ToggleCounts = {
  /** The user's ongoing tasks now. */
  ongoing: number;
  /** Task coins the user was paid since the start of the current UTC day. */
  taskCoinsToday: number;
};

export type ToggleDecision =
  /** Unfinishing would make more than MAX_ONGOING_TASKS ongoing tasks: nothing changes. */
  | { outcome: 'limitReached' }
  /** The task becomes ongoing again; it keeps its zone and place, and never pays again. */
  | { outcome: 'unfinish' }
  /**
   * The task is finished. `paidFinish`: this is its one paid finish, to be marked on the task even when
   * the daily cap left `coinsEarned` at 0.
   */
  | { outcome: 'finish'; paidFinish: boolean; coinsEarned: number };

/**
 * The checkbox of a task (docs/product-rules.md#finishing-a-task, #task-coins): a finished task becomes
 * ongoing unless the user already has MAX_ONGOING_TASKS ongoing; an ongoing one becomes finished, and its
 * first finish with at least one completed pomodoro earns TASK_COINS, as far as TASK_COINS_DAILY_CAP
 * leaves room today.
 */
export function decideToggle(task: ToggledTask, counts: ToggleCounts): ToggleDecision {
  if (task.status === 'finished') {
    return counts.ongoing >= MAX_ONGOING_TASKS ? { outcome: 'limitReached' } : { outcome: 'unfinish' };
  }
  if (task.coinsAwarded || task.completedPomodoros < 1) {
    return { outcome: 'finish', paidFinish: false, coinsEarned: 0 };
  }
  const room = TASK_COINS_DAILY_CAP - counts.taskCoinsToday;
  return { outcome: 'finish', paidFinish: true, coinsEarned: Math.max(0, Math.min(TASK_COINS, room)) };
}
