import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import {
  clampPomodorosInput,
  type GuestTaskInput,
  localToday,
  normalizeDate,
  POMODOROS_MAX,
  POMODOROS_MIN,
  TASK_NAME_MAX,
} from '../lib/guest-tasks';
import styles from './guest-task-dialog.module.css';

type GuestTaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Returns false when the task was not added (a blank name). */
  onAdd: (input: GuestTaskInput) => boolean;
};

/** The visitors' 'New Task' modal with the rules of docs/product-rules.md#guest-tasks. */
export function GuestTaskDialog({ open, onOpenChange, onAdd }: GuestTaskDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>New Task</Dialog.Title>
          {open ? <GuestTaskForm onCancel={() => onOpenChange(false)} onAdd={onAdd} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GuestTaskForm({ onCancel, onAdd }: { onCancel: () => void; onAdd: GuestTaskDialogProps['onAdd'] }) {
  const today = localToday();
  const [taskName, setTaskName] = useState('');
  const [date, setDate] = useState(today);
  const [pomodoros, setPomodoros] = useState('1');
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank name is ignored silently: the form stays, ready for a real name.
    if (!onAdd({ taskName, date, pomodoros })) nameRef.current?.focus();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={nameRef}
        label="Task Name"
        name="taskName"
        autoComplete="off"
        maxLength={TASK_NAME_MAX}
        value={taskName}
        onChange={(event) => setTaskName(event.target.value.slice(0, TASK_NAME_MAX))}
        hint={taskName.length > 0 ? 'Character limit: 200' : undefined}
        required
        autoFocus
      />
      <div className={styles.row}>
        <TextField
          label="Date of Completion"
          name="date"
          type="date"
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          onBlur={() => setDate((value) => normalizeDate(value, today))}
        />
        <TextField
          label="Estimated Pomodoros"
          name="pomodoros"
          type="number"
          inputMode="numeric"
          min={POMODOROS_MIN}
          max={POMODOROS_MAX}
          step={1}
          value={pomodoros}
          onChange={(event) => setPomodoros(clampPomodorosInput(event.target.value))}
          onBlur={() => setPomodoros((value) => value || '0')}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Add</Button>
      </div>
    </form>
  );
}
