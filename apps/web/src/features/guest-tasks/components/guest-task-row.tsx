import { Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { formatTaskDay } from '../../../lib/task-fields';
import { type GuestTask, isDone } from '../lib/guest-tasks';
import styles from './guest-task-manager.module.css';

type GuestTaskRowProps = { task: GuestTask; onToggle: () => void; onDelete: () => void };

export function GuestTaskRow({ task, onToggle, onDelete }: GuestTaskRowProps) {
  const { t } = useT();
  const done = isDone(task);
  return (
    <li className={styles.row} data-done={done || undefined} data-testid="guest-task" data-task-id={task.id}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={done}
        onChange={onToggle}
        aria-label={t(done ? 'tasks.markNotFinished' : 'tasks.markFinished', { name: task.taskName })}
      />
      <span className={styles.body}>
        <span className={styles.name}>{task.taskName}</span>
        <span className={styles.meta}>
          {t('tasks.guestMeta', { date: formatTaskDay(task.date), pomodoros: String(task.pomodoros) })}
        </span>
      </span>
      <button
        type="button"
        className={styles.delete}
        onClick={onDelete}
        aria-label={t('tasks.deleteTask', { name: task.taskName })}
        title={t('tasks.delete')}
        data-action="delete"
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
