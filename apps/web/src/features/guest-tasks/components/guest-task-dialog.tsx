import type { RefObject } from 'react';
import { TaskDialog } from '../../../components/task-form/task-dialog';
import { TaskForm } from '../../../components/task-form/task-form';
import type { GuestTaskInput } from '../lib/guest-tasks';

type GuestTaskDialogProps = {
  open: boolean;
  /** Where focus goes when the dialog closes (Add Task): the dialog is opened without a Radix trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
  onAdd: (input: GuestTaskInput) => void;
};

const LABELS = {
  date: 'Date of Completion',
  dateName: 'date',
  pomodoros: 'Estimated Pomodoros',
  submit: 'Add',
};

/** The visitors' 'New Task' modal with the rules of docs/product-rules.md#guest-tasks. */
export function GuestTaskDialog({ open, onOpenChange, onAdd, returnFocusTo }: GuestTaskDialogProps) {
  return (
    <TaskDialog open={open} onOpenChange={onOpenChange} title="New Task" returnFocusTo={returnFocusTo}>
      <TaskForm labels={LABELS} onCancel={() => onOpenChange(false)} onSubmit={onAdd} />
    </TaskDialog>
  );
}
