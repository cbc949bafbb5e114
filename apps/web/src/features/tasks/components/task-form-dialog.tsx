import type { Task } from '@focus-room/core/api/tasks';
import type { TaskPriority } from '@focus-room/core/api/tasks-plain';
import { type RefObject, useId, useState } from 'react';
import { TaskDialog } from '../../../components/task-form/task-dialog';
import { TaskForm } from '../../../components/task-form/task-form';
import { useT } from '../../../i18n/use-t';
import { localToday } from '../../../lib/task-fields';
import type { TaskFormValues } from '../api/create-task';
import { PRIORITY_TITLES } from '../lib/priority-titles';
import styles from './task-form-dialog.module.css';

type TaskFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task being edited; a new task when absent. */
  task?: Task | undefined;
  /** Resolves when saved; a rejection keeps the dialog open and shows the message. */
  onSubmit: (values: TaskFormValues) => Promise<void>;
  /** Takes focus on close when the control that opened the dialog is gone. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The board's New Task and Edit Task dialogs (docs/product-rules.md#task-fields): the shared form plus priority. */
export function TaskFormDialog({ open, onOpenChange, task, onSubmit, returnFocusTo }: TaskFormDialogProps) {
  const { t } = useT();
  return (
    <TaskDialog
      open={open}
      onOpenChange={onOpenChange}
      title={task ? t('tasks.editTaskTitle') : t('tasks.newTask')}
      returnFocusTo={returnFocusTo}
    >
      <BoardTaskForm task={task} onCancel={() => onOpenChange(false)} onSubmit={onSubmit} />
    </TaskDialog>
  );
}

function BoardTaskForm({
  task,
  onCancel,
  onSubmit,
}: {
  task: Task | undefined;
  onCancel: () => void;
  onSubmit: (values: TaskFormValues) => Promise<void>;
}) {
  const { t } = useT();
  const [priority, setPriority] = useState<TaskPriority>(task?.priority ?? 'must do');
  const priorityId = useId();
  const today = localToday();
  return (
    <TaskForm
      initial={task && { taskName: task.taskName, date: task.dueDate, pomodoros: task.estimatedPomodoros }}
      // An edited task may keep a due date that has passed; a new date must not be before today.
      minDate={task && task.dueDate < today ? task.dueDate : today}
      labels={{
        dateName: 'dueDate',
        submit: task ? t('tasks.save') : t('tasks.add'),
      }}
      onCancel={onCancel}
      onSubmit={({ taskName, date, pomodoros }) =>
        onSubmit({ taskName, dueDate: date, estimatedPomodoros: Number(pomodoros), priority })
      }
    >
      <div className={styles.field}>
        <label htmlFor={priorityId} className={styles.label}>
          {t('tasks.priority')}
        </label>
        <select
          id={priorityId}
          name="priority"
          className={styles.select}
          value={priority}
          onChange={(event) => setPriority(event.target.value as TaskPriority)}
        >
          <option value="must do">{t(PRIORITY_TITLES['must do'])}</option>
          <option value="can do">{t(PRIORITY_TITLES['can do'])}</option>
        </select>
      </div>
    </TaskForm>
  );
}
