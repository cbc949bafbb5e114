import { TASK_NAME_MAX, TASK_POMODOROS_MAX, TASK_POMODOROS_MIN } from '@focus-room/core/api/tasks-plain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { clampPomodorosInput, dateOrToday, localToday } from '../../lib/task-fields';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import styles from './task-form.module.css';

/** What the form hands over: a trimmed, non-blank name, a date not before the minimum, pomodoros 0–100. */
export type TaskFormFields = { taskName: string; date: string; pomodoros: string };

type TaskFormProps = {
  /** The task being edited; empty fields, today and 1 pomodoro when absent. */
  initial?: TaskFormFields | undefined;
  /** The earliest date the field accepts; today unless an edited task keeps a date that has passed. */
  minDate?: string | undefined;
  /**
   * The field labels are the same in every flow (docs/product-rules.md#task-fields); the date's field name
   * and the submit button differ.
   */
  labels: { dateName: string; submit: string };
  /** Fields only one flow has (the board's priority), shown under the numbers. */
  children?: ReactNode;
  onCancel: () => void;
  /** A rejection keeps the form open and shows its message. */
  onSubmit: (fields: TaskFormFields) => void | Promise<void>;
};

/** The task form's fields and rules, shared by the visitors' New Task and the board's New/Edit Task. */
export function TaskForm({ initial, minDate, labels, children, onCancel, onSubmit }: TaskFormProps) {
  const { t } = useT();
  const today = localToday();
  const min = minDate ?? today;
  const [name, setName] = useState(initial?.taskName ?? '');
  const [date, setDate] = useState(initial?.date ?? today);
  const [pomodoros, setPomodoros] = useState(initial?.pomodoros ?? '1');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const taskName = name.trim();
    // A blank name is ignored silently: the form stays, ready for a real name.
    if (!taskName) {
      nameRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await onSubmit({ taskName, date: dateOrToday(date, min, today), pomodoros: pomodoros || '0' });
    } catch (failure) {
      setSaving(false);
      setError(failure instanceof Error ? failure.message : t('tasks.saveFailed'));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={nameRef}
        label={t('tasks.taskName')}
        name="taskName"
        autoComplete="off"
        maxLength={TASK_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value.slice(0, TASK_NAME_MAX))}
        hint={name.length > 0 ? t('tasks.characterLimit', { max: TASK_NAME_MAX }) : undefined}
        required
      />
      <div className={styles.row}>
        <TextField
          label={t('tasks.dueDate')}
          name={labels.dateName}
          type="date"
          min={min}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          onBlur={() => setDate((value) => dateOrToday(value, min, today))}
        />
        <TextField
          label={t('tasks.estimatedPomodoros')}
          name="pomodoros"
          type="number"
          inputMode="numeric"
          min={TASK_POMODOROS_MIN}
          max={TASK_POMODOROS_MAX}
          step={1}
          value={pomodoros}
          onChange={(event) => setPomodoros(clampPomodorosInput(event.target.value))}
          onBlur={() => setPomodoros((value) => value || '0')}
        />
      </div>
      {children}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('tasks.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
