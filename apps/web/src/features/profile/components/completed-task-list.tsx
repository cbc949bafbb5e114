import type { CompletedTask } from '@focus-room/core/api/tasks';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleCheck, ClipboardCheck } from 'lucide-react';
import { formatDay } from '../../../lib/format-day';
import styles from './completed-task-list.module.css';
import { useProfileVariant } from './profile-variant';

type CompletedTaskListProps = {
  tasks: CompletedTask[] | undefined;
  /** All finished tasks; the list itself is capped by the server (COMPLETED_LIST_LIMIT). */
  total: number | undefined;
  loading: boolean;
};

const meta = (task: CompletedTask) =>
  `Due: ${formatDay(task.dueDate)} | Est. Pomodoros: ${task.estimatedPomodoros}`;

/** The profile's completed tasks: name, due date and estimated pomodoros, newest finish first. */
export function CompletedTaskList({ tasks, total, loading }: CompletedTaskListProps) {
  const variant = useProfileVariant();
  if (loading && !tasks) return <p className={styles.note}>Loading completed tasks...</p>;
  if (!tasks?.length) {
    return (
      <div className={styles.empty}>
        <ClipboardCheck size={28} aria-hidden="true" />
        <p className={styles.emptyTitle}>No completed tasks yet.</p>
        <p className={styles.note}>Check off a task on your board and it will show up here.</p>
      </div>
    );
  }
  const more =
    total !== undefined && total > tasks.length ? (
      <p className={styles.note}>
        The latest {tasks.length.toLocaleString()} of {total.toLocaleString()} completed tasks.
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
  return (
    <>
      <CircleCheck size={18} aria-hidden="true" className={styles.check} />
      <span className={styles.text}>
        <span className={styles.name}>{task.taskName}</span>
        <span className={styles.meta}>{meta(task)}</span>
      </span>
    </>
  );
}
