import {
  TASK_NAME_MAX,
  TASK_POMODOROS_MAX,
  TASK_POMODOROS_MIN,
  type Task,
  type TaskPriority,
} from '@focus-room/core/api/tasks';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { TaskFormValues } from '../api/create-task';
import styles from './task-form-dialog.module.css';

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const clampPomodoros = (value: string) => {
  const n = Math.round(Number(value));
  if (value.trim() === '' || !Number.isFinite(n)) return '';
  return String(Math.min(TASK_POMODOROS_MAX, Math.max(TASK_POMODOROS_MIN, n)));
};

type TaskFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task being edited; a new task when absent. */
  task?: Task | undefined;
  /** Resolves when saved; a rejection keeps the dialog open and shows the message. */
  onSubmit: (values: TaskFormValues) => Promise<void>;
};

/** The New Task and Edit Task dialogs with the field rules of docs/product-rules.md#task-fields. */
export function TaskFormDialog({ open, onOpenChange, task, onSubmit }: TaskFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{task ? 'Edit Task' : 'New Task'}</Dialog.Title>
          {open ? <TaskForm task={task} onCancel={() => onOpenChange(false)} onSubmit={onSubmit} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TaskForm({
  task,
  onCancel,
  onSubmit,
}: {
  task: Task | undefined;
  onCancel: () => void;
  onSubmit: (values: TaskFormValues) => Promise<void>;
}) {
  const today = localToday();
  const [name, setName] = useState(task?.taskName ?? '');
  const [date, setDate] = useState(task?.dueDate ?? today);
  const [pomodoros, setPomodoros] = useState(task?.estimatedPomodoros ?? '1');
  const [priority, setPriority] = useState<TaskPriority>(task?.priority ?? 'must do');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const nameRef = useRef<HTMLInputElement>(null);
  const priorityId = useId();
  // An edited task may keep a due date that has passed; a new date must not be before today.
  const minDate = task && task.dueDate < today ? task.dueDate : today;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const taskName = name.trim();
    // Nothing happens while the name is empty.
    if (!taskName) {
      nameRef.current?.focus();
      return;
    }
    const dueDate = date && date >= minDate ? date : today;
    setSaving(true);
    setError(undefined);
    try {
      await onSubmit({ taskName, dueDate, estimatedPomodoros: Number(pomodoros || 0), priority });
    } catch (failure) {
      setSaving(false);
      setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={nameRef}
        label="Task Name"
        name="taskName"
        autoComplete="off"
        maxLength={TASK_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value.slice(0, TASK_NAME_MAX))}
        hint={name.length > 0 ? 'Character limit: 200' : undefined}
        required
        autoFocus
      />
      <div className={styles.row}>
        <TextField
          label="Due Date"
          name="dueDate"
          type="date"
          min={minDate}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          onBlur={() => setDate((value) => (value && value >= minDate ? value : today))}
        />
        <TextField
          label="Pomodoros"
          name="pomodoros"
          type="number"
          inputMode="numeric"
          min={TASK_POMODOROS_MIN}
          max={TASK_POMODOROS_MAX}
          step={1}
          value={pomodoros}
          onChange={(e) => setPomodoros(clampPomodoros(e.target.value))}
          onBlur={() => setPomodoros((value) => value || '0')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={priorityId} className={styles.label}>
          Priority
        </label>
        <select
          id={priorityId}
          name="priority"
          className={styles.select}
          value={priority}
          onChange={(e) => setPriority(e.target.value as TaskPriority)}
        >
          <option value="must do">Must Do</option>
          <option value="can do">Can Do</option>
        </select>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {task ? 'Save' : 'Add'}
        </Button>
      </div>
    </form>
  );
}
