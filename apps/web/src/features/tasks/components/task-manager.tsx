import type { Task } from '@focus-room/core/api/tasks';
import { MAX_ONGOING_TASKS, TASK_MESSAGES } from '@focus-room/core/api/tasks-plain';
import { type Board, type DropTarget, placeTask, toOrderedTasks } from '@focus-room/core/tasks/reorder';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import panel from '../../../components/task-panel/task-panel.module.css';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { useDeferredFirstValue } from '../../../hooks/use-deferred-first-value';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useAppEvent } from '../../../lib/app-events';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module';
import { useSession } from '../../../lib/session/session-context';
import { whenIdle } from '../../../lib/when-idle';
import { type TaskFormValues, useCreateTask } from '../api/create-task';
import { useEditTask } from '../api/edit-task';
import { useIntermediateTasks } from '../api/get-intermediate-tasks';
import { useOngoingTasks } from '../api/get-tasks';
import { useReorderTasks } from '../api/reorder-tasks';
import { taskKeys } from '../api/task-keys';
import { useToggleTask } from '../api/toggle-task';
import { inTaskRow, usePendingFocus } from '../hooks/use-pending-focus';
import { useRemainingRefresh } from '../hooks/use-remaining-refresh';
import { useSelectedTask } from '../hooks/use-selected-task';
import { useUndoableDelete } from '../hooks/use-undoable-delete';
import { GuestTasksImport } from './guest-tasks-import';
import { TaskBoard } from './task-board';
import styles from './task-manager.module.css';

// The New Task / Edit Task dialog is closed on the first screen: a chunk of its own (the form and its
// rules), fetched once the page is idle so it is there when opened.
const formDialogModule = deferredModule(() => import('./task-form-dialog'));

const boardOf = (tasks: Task[]): Board => ({
  'must do': tasks.filter((t) => t.priority === 'must do').map((t) => t._id),
  'can do': tasks.filter((t) => t.priority === 'can do').map((t) => t._id),
});

/** The 100-task alert, in the server's words (the board checks the limit before asking it too). */
const limitMessage = () => localizeServerMessage(TASK_MESSAGES.limitReached);

type TaskManagerProps = { className?: string };

/** The signed-in task manager (Must Do / Can Do) for /home (docs/product-rules.md#task-board). */
export function TaskManager({ className }: TaskManagerProps) {
  const { status } = useSession();
  const enabled = status === 'signed-in';
  const queryClient = useQueryClient();
  const showMessage = useMessage();
  const { t } = useT();
  const ongoingQuery = useOngoingTasks(enabled);
  const intermediateQuery = useIntermediateTasks(enabled);
  // The board's first lists come with the page and are its largest synchronous render (15 cards with
  // their drag handles): drawn in a task of their own after the answer's; later changes at once.
  const shownOngoing = useDeferredFirstValue(ongoingQuery.data);
  const shownFinished = useDeferredFirstValue(intermediateQuery.data);
  const ongoing = shownOngoing.value;
  const finished = shownFinished.value ?? [];
  const { selectedId, select } = useSelectedTask(ongoing);
  const refreshRemaining = useRemainingRefresh(enabled);
  const [dialog, setDialog] = useState<{ task?: Task } | null>(null);
  // Mounted from its first opening on, so closing keeps Radix's animation and focus handling.
  const formDialog = useDeferredModule(formDialogModule, useOpenedOnce(dialog !== null));
  useEffect(() => whenIdle(() => void formDialogModule.load().catch(() => {})), []);
  const sectionRef = useRef<HTMLElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const focusLater = usePendingFocus(sectionRef);

  const createTask = useCreateTask();
  const editTask = useEditTask();
  const deleteWithUndo = useUndoableDelete(refreshRemaining);
  const reorder = useReorderTasks();
  const toggle = useToggleTask((error) => {
    console.error('Failed to toggle task status', error);
    const limit = error instanceof ApiError && error.englishMessage === TASK_MESSAGES.limitReached;
    void showMessage(
      limit
        ? { title: t('tasks.limitTitle'), message: limitMessage() }
        : { title: t('tasks.errorTitle'), message: localizeServerMessage(TASK_MESSAGES.toggleFailed) },
    );
  });

  // The timer's 'Change' on 'Working on: …': bring the board into view with focus on the task to pick.
  useAppEvent('chooseTask', () => {
    const board = sectionRef.current;
    if (!board) return;
    board.scrollIntoView({ block: 'start', behavior: 'smooth' });
    const target =
      (selectedId && board.querySelector<HTMLElement>(inTaskRow(selectedId, 'button[aria-pressed]'))) ||
      board.querySelector<HTMLElement>('button[aria-pressed]') ||
      addButtonRef.current;
    target?.focus({ preventScroll: true });
  });

  // The timer credited a pomodoro to the selected task: read the counts again.
  useAppEvent('pomodoroCompleted', () => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.ongoing });
    refreshRemaining();
  });

  const openNewTask = () => {
    if ((ongoing?.length ?? 0) >= MAX_ONGOING_TASKS) {
      void showMessage({ title: t('tasks.limitTitle'), message: limitMessage() });
      return;
    }
    setDialog({});
  };

  const save = async (values: TaskFormValues) => {
    const editing = dialog?.task;
    try {
      if (editing) await editTask.mutateAsync({ id: editing._id, values });
      else await createTask.mutateAsync(values);
    } catch (error) {
      console.error(editing ? 'Failed to edit task' : 'Failed to add task', error);
      if (error instanceof ApiError && error.englishMessage === TASK_MESSAGES.limitReached) {
        setDialog(null);
        void showMessage({ title: t('tasks.limitTitle'), message: limitMessage() });
        return;
      }
      throw error;
    }
    setDialog(null);
    refreshRemaining();
  };

  const move = (taskId: string, target: DropTarget) => {
    if (!ongoing) return;
    const board = placeTask(boardOf(ongoing), taskId, target);
    const orderedTasks = toOrderedTasks(board);
    const byId = new Map(ongoing.map((task) => [task._id, task]));
    const optimistic = orderedTasks.flatMap(({ id, priority }) => {
      const task = byId.get(id);
      return task ? [{ ...task, priority }] : [];
    });
    if (optimistic.every((task, i) => task._id === ongoing[i]?._id && task.priority === ongoing[i]?.priority))
      return;
    reorder.mutate({ orderedTasks, optimistic }, { onError: () => refreshRemaining() });
  };

  const handlers = {
    onSelect: (task: Task) => select(task._id),
    onToggle: (task: Task) => {
      // The row moves between the ongoing and finished lists: focus stays on its checkbox.
      focusLater(inTaskRow(task._id, 'input[type="checkbox"]'), addButtonRef);
      toggle.mutate(task, { onSettled: () => refreshRemaining() });
    },
    onEdit: (task: Task) => setDialog({ task }),
    onDelete: (task: Task) => {
      // Focus goes to the same button of the next row (the previous one after the last), else Add Task.
      const neighbour = neighbourOf(sectionRef.current, task._id);
      focusLater(neighbour && inTaskRow(neighbour, 'button[data-action="delete"]'), addButtonRef);
      deleteWithUndo(task);
    },
  };

  const loading =
    ongoingQuery.isPending || intermediateQuery.isPending || shownOngoing.settling || shownFinished.settling;
  const empty = !loading && (ongoing?.length ?? 0) === 0 && finished.length === 0;

  return (
    <section
      ref={sectionRef}
      className={[styles.manager, className].filter(Boolean).join(' ')}
      aria-labelledby="task-manager-title"
    >
      <header className={panel.header}>
        <div>
          <h2 id="task-manager-title" className={panel.title}>
            {t('tasks.title')}
          </h2>
          {ongoing && ongoing.length > 0 ? (
            <p className={panel.subtitle}>{t('tasks.ongoingSubtitle', { count: ongoing.length })}</p>
          ) : null}
        </div>
        <Button ref={addButtonRef} onClick={openNewTask} disabled={!enabled}>
          <Plus size={18} aria-hidden="true" />
          {t('tasks.addTask')}
        </Button>
      </header>
      {enabled ? <GuestTasksImport /> : null}
      {loading ? (
        <p className={panel.status} role="status">
          {t('tasks.loading')}
        </p>
      ) : empty ? (
        <p className={panel.status}>{t('tasks.empty')}</p>
      ) : (
        <TaskBoard
          ongoing={ongoing ?? []}
          finished={finished}
          selectedId={selectedId}
          onMove={move}
          {...handlers}
        />
      )}
      {formDialog ? (
        <formDialog.TaskFormDialog
          open={dialog !== null}
          onOpenChange={(open) => !open && setDialog(null)}
          task={dialog?.task}
          returnFocusTo={addButtonRef}
          onSubmit={save}
        />
      ) : null}
    </section>
  );
}

/** The id of the row after `taskId` on the board (top to bottom, both zones), else the one before it. */
function neighbourOf(board: HTMLElement | null, taskId: string): string | null {
  const rows = [...(board?.querySelectorAll<HTMLElement>('[data-testid="task-card"]') ?? [])];
  const index = rows.findIndex((row) => row.dataset.taskId === taskId);
  if (index < 0) return null;
  return (rows[index + 1] ?? rows[index - 1])?.dataset.taskId ?? null;
}
