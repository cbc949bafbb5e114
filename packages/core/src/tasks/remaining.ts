/** What a task needs for the estimate; counts may arrive as the API's strings. */
export type PomodoroCounts = {
  estimatedPomodoros: number | string;
  completedPomodoros: number | string;
  status?: 'ongoing' | 'finished';
};

const count = (value: number | string) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
};

/**
 * Σ over ongoing tasks of max(0, estimated − completed); finished tasks need nothing more
 * (docs/product-rules.md#remaining-pomodoros).
 */
export function remainingPomodoros(tasks: readonly PomodoroCounts[]): number {
  let total = 0;
  for (const task of tasks) {
    if (task.status === 'finished') continue;
    total += Math.max(0, count(task.estimatedPomodoros) - count(task.completedPomodoros));
  }
  return total;
}
