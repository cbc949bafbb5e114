import { CircleCheck, History, ListTodo } from 'lucide-react';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import styles from './task-count-stats.module.css';

export type TaskCounts = { completedCount: number; intermediateCount: number; totalCount: number };

/**
 * The task half of the profile's stats list (docs/product-rules.md#profile-menu): completed tasks, those
 * still on the board, all tasks. Until the counts arrive, or when they cannot be read, each shows 0.
 */
export function TaskCountStats({ counts }: { counts: TaskCounts | undefined }) {
  const { t } = useT();
  return (
    <dl className={styles.list} data-testid="profile-task-stats">
      <StatTile
        compact
        icon={<CircleCheck size={16} />}
        label={t('profile.taskCounts.completed')}
        testId="stat-completed-tasks"
      >
        {formatNumber(counts?.completedCount ?? 0)}
      </StatTile>
      <StatTile
        compact
        icon={<History size={16} />}
        label={t('profile.taskCounts.recent')}
        testId="stat-intermediate-tasks"
      >
        {formatNumber(counts?.intermediateCount ?? 0)}
      </StatTile>
      <StatTile
        compact
        icon={<ListTodo size={16} />}
        label={t('profile.taskCounts.total')}
        testId="stat-total-tasks"
      >
        {formatNumber(counts?.totalCount ?? 0)}
      </StatTile>
    </dl>
  );
}
