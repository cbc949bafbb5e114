import { Trash2 } from 'lucide-react';
import { formatDay } from '../../../lib/format-day';
import { type GuestTask, isDone } from '../lib/guest-tasks';
import styles from './guest-task-manager.module.css';

type GuestTaskRowProps = { task: GuestTask; onToggle: () => void; onDelete: () => void };

export function GuestTaskRow({ task, onToggle, onDelete }: GuestTaskRowProps) {
  const done = isDone(task);
  return (
    <li className={styles.row} data-done={done || undefined} data-testid="guest-task" data-task-id={task.id}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={done}
        onChange={onToggle}
        aria-label={done ? `Mark ${task.taskName} as not finished` : `Mark ${task.taskName} as finished`}
      />
      <span className={styles.body}>
        <span className={styles.name}>{task.taskName}</span>
        <span className={styles.meta}>
          Due: {formatDay(task.date)} | Est. Pomodoros: {String(task.pomodoros)}
        </span>
      </span>
      <button
        type="button"
        className={styles.delete}
        onClick={onDelete}
        aria-label={`Delete ${task.taskName}`}
        title="Delete"
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
