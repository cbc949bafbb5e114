import { Trash2 } from 'lucide-react';
import { type GuestTask, isDone } from '../lib/guest-tasks';
import styles from './guest-task-manager.module.css';

/** "2026-06-20" → "Jun 20, 2026", read as a calendar day (never shifted by the time zone). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(year, month - 1, day).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

type GuestTaskRowProps = { task: GuestTask; onToggle: () => void; onDelete: () => void };

export function GuestTaskRow({ task, onToggle, onDelete }: GuestTaskRowProps) {
  const done = isDone(task);
  return (
    <li className={styles.row} data-done={done || undefined} data-testid="guest-task">
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
