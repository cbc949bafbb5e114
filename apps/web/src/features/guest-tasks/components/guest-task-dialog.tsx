import type { RefObject } from 'react';
import { TaskDialog } from '../../../components/task-form/task-dialog';
import { TaskForm } from '../../../components/task-form/task-form';
import { useT } from '../../../i18n/use-t';
import type { GuestTaskInput } from '../lib/guest-tasks';

type GuestTaskDialogProps = {
  open: boolean;
  /** Where focus goes when the dialog closes (Add Task): the dialog is opened without a Radix trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
  onAdd: (input: GuestTaskInput) => void;
};

/** The visitors' 'New Task' modal with the rules of docs/product-rules.md#guest-tasks. */
export function GuestTaskDialog({ open, onOpenChange, onAdd, returnFocusTo }: GuestTaskDialogProps) {
  const { t } = useT();
  const labels = {
    dateName: 'date',
    submit: t('tasks.add'),
  };
  return (
    <TaskDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tasks.newTask')}
      returnFocusTo={returnFocusTo}
    >
      <TaskForm labels={labels} onCancel={() => onOpenChange(false)} onSubmit={onAdd} />
    </TaskDialog>
  );
}
