import { CircleCheck, History, ListTodo } from 'lucide-react';
import { StatTile } from '../../../components/ui/stat-tile';
import styles from './task-count-stats.module.css';

export type TaskCounts = { completedCount: number; intermediateCount: number; totalCount: number };

/**
 * The task half of the profile's stats list (docs/product-rules.md#profile-menu): completed tasks, those
 * still on the board, all tasks. Until the counts arrive, or when they cannot be read, each shows 0.
 */
export function TaskCountStats({ counts }: { counts: TaskCounts | undefined }) {
  return (
    <dl className={styles.list} data-testid="profile-task-stats">
      <StatTile
        compact
        icon={<CircleCheck size={16} />}
        label="Completed tasks"
        testId="stat-completed-tasks"
      >
        {(counts?.completedCount ?? 0).toLocaleString()}
      </StatTile>
      <StatTile
        compact
        icon={<History size={16} />}
        label="Done in last 24 h"
        testId="stat-intermediate-tasks"
      >
        {(counts?.intermediateCount ?? 0).toLocaleString()}
      </StatTile>
      <StatTile compact icon={<ListTodo size={16} />} label="Total tasks" testId="stat-total-tasks">
        {(counts?.totalCount ?? 0).toLocaleString()}
      </StatTile>
    </dl>
  );
}
