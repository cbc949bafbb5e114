import type { Task, ToggleTaskResponse } from '@focus-room/core/api/tasks';
import { toggleTaskRoute } from '@focus-room/core/api/tasks-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export function toggleTask(id: string): Promise<ToggleTaskResponse> {
  return apiRequest(toggleTaskRoute, {
    url: toggleTaskRoute.url(id),
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).toggleTaskResponseSchema,
  });
}

type Snapshot = { ongoing: Task[] | undefined; intermediate: Task[] | undefined };

/**
 * Toggling a task (docs/product-rules.md#finishing-a-task): the change shows at once and the server confirms
 * it; on failure both lists go back to what they were and `onFailure` tells the user.
 */
export function useToggleTask(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation<ToggleTaskResponse, unknown, Task, Snapshot>({
    mutationFn: (task) => toggleTask(task._id),
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.all });
      const snapshot: Snapshot = {
        ongoing: queryClient.getQueryData(taskKeys.ongoing),
        intermediate: queryClient.getQueryData(taskKeys.intermediate),
      };
      const without = (tasks: Task[] | undefined) => tasks?.filter((t) => t._id !== task._id);
      if (task.status === 'ongoing') {
        queryClient.setQueryData<Task[]>(taskKeys.ongoing, without);
        queryClient.setQueryData<Task[]>(taskKeys.intermediate, (tasks) =>
          tasks ? [...tasks, { ...task, status: 'finished' }] : tasks,
        );
      } else {
        queryClient.setQueryData<Task[]>(taskKeys.intermediate, without);
        queryClient.setQueryData<Task[]>(taskKeys.ongoing, (tasks) =>
          tasks ? [...tasks, { ...task, status: 'ongoing' }] : tasks,
        );
      }
      return snapshot;
    },
    onError: (error, _task, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(taskKeys.ongoing, snapshot.ongoing);
        queryClient.setQueryData(taskKeys.intermediate, snapshot.intermediate);
      }
      onFailure(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.ongoing }),
        queryClient.invalidateQueries({ queryKey: taskKeys.intermediate }),
        queryClient.invalidateQueries({ queryKey: taskKeys.completed }),
      ]),
  });
}
