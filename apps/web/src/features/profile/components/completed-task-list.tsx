import type { CompletedTask } from '@focus-room/core/api/tasks';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleCheck, ClipboardCheck } from 'lucide-react';
import { formatDate, formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import styles from './completed-task-list.module.css';
import { useProfileVariant } from './profile-variant';

type CompletedTaskListProps = {
  tasks: CompletedTask[] | undefined;
  /** All finished tasks; the list itself is capped by the server (COMPLETED_LIST_LIMIT). */
  total: number | undefined;
  loading: boolean;
};

/** "2026-06-20" → "Jun 20, 2026" in the active language, read as a calendar day (never shifted by a zone). */
function dueDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(Date.UTC(year, month - 1, day), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The profile's completed tasks: name, due date and estimated pomodoros, newest finish first. */
export function CompletedTaskList({ tasks, total, loading }: CompletedTaskListProps) {
  const { t } = useT();
  const variant = useProfileVariant();
  if (loading && !tasks) return <p className={styles.note}>{t('profile.completed.loading')}</p>;
  if (!tasks?.length) {
    return (
      <div className={styles.empty}>
        <ClipboardCheck size={28} aria-hidden="true" />
        <p className={styles.emptyTitle}>{t('profile.completed.empty')}</p>
        <p className={styles.note}>{t('profile.completed.emptyHint')}</p>
      </div>
    );
  }
  const more =
    total !== undefined && total > tasks.length ? (
      <p className={styles.note}>
        {t('profile.completed.more', { shown: formatNumber(tasks.length), total: formatNumber(total) })}
      </p>
    ) : null;

  // In the dropdown each task is a menu item: a Radix menu is navigated with the arrow keys, so only
  // items can be reached (and read) from the keyboard, and focusing one scrolls the list to it.
  if (variant === 'menu') {
    return (
      <>
        <div className={styles.scroller} data-testid="completed-tasks">
          {tasks.map((task) => (
            <DropdownMenu.Item
              key={task._id}
              className={styles.menuTask}
              textValue={task.taskName}
              onSelect={(event) => event.preventDefault()}
            >
              <Row task={task} />
            </DropdownMenu.Item>
          ))}
        </div>
        {more}
      </>
    );
  }
  return (
    <>
      <ul className={styles.list} data-testid="completed-tasks">
        {tasks.map((task) => (
          <li key={task._id} className={styles.task}>
            <Row task={task} />
          </li>
        ))}
      </ul>
      {more}
    </>
  );
}

function Row({ task }: { task: CompletedTask }) {
  const { t } = useT();
  return (
    <>
      <CircleCheck size={18} aria-hidden="true" className={styles.check} />
      <span className={styles.text}>
        <span className={styles.name}>{task.taskName}</span>
        <span className={styles.meta}>
          {t('profile.completed.meta', {
            date: dueDay(task.dueDate),
            count: task.estimatedPomodoros,
          })}
        </span>
      </span>
    </>
  );
}
