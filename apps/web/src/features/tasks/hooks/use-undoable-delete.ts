import type { Task } from '@focus-room/core/api/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { deleteTaskOnUnload, useDeleteTask } from '../api/delete-task';
import { taskKeys } from '../api/task-keys';

/** How long a deleted task can be brought back (docs/product-rules.md#finishing-a-task). */
export const UNDO_MS = 6000;

/**
 * Deleting a task takes it off the board at once and offers Undo in a toast for a few seconds; only when
 * the toast goes (timed out or closed) is the task deleted on the server. Leaving the page deletes what is
 * still waiting, so a delete is never lost to a reload.
 */
export function useUndoableDelete(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const deleteTask = useDeleteTask();
  const { t } = useT();
  const waiting = useRef(new Map<string, () => void>());

  useEffect(() => {
    const pending = waiting.current;
    const leave = () => {
      for (const id of pending.keys()) deleteTaskOnUnload(id);
      pending.clear();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // The board went away in the app (a route change): the deletes go ahead.
      for (const commit of [...pending.values()]) commit();
    };
  }, []);

  return useCallback(
    (task: Task) => {
      const key = task.status === 'finished' ? taskKeys.intermediate : taskKeys.ongoing;
      const index = queryClient.getQueryData<Task[]>(key)?.findIndex((t) => t._id === task._id) ?? -1;
      queryClient.setQueryData<Task[]>(key, (tasks) => tasks?.filter((t) => t._id !== task._id));
      let settled = false;
      const commit = () => {
        if (settled) return;
        settled = true;
        waiting.current.delete(task._id);
        deleteTask.mutate(task._id, { onSettled: onDeleted });
      };
      const undo = () => {
        if (settled) return;
        settled = true;
        waiting.current.delete(task._id);
        queryClient.setQueryData<Task[]>(key, (tasks) => {
          if (!tasks || tasks.some((t) => t._id === task._id)) return tasks;
          const next = [...tasks];
          next.splice(index < 0 ? next.length : Math.min(index, next.length), 0, task);
          return next;
        });
      };
      waiting.current.set(task._id, commit);
      toast(t('tasks.deleted', { name: task.taskName }), {
        duration: UNDO_MS,
        action: { label: t('tasks.undo'), onClick: undo },
        onAutoClose: commit,
        onDismiss: commit,
      });
    },
    [queryClient, deleteTask, onDeleted, t],
  );
}
