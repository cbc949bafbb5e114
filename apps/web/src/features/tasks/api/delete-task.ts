import type { Task } from '@focus-room/core/api/tasks';
import { deleteTaskRoute } from '@focus-room/core/api/tasks-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';
import { taskKeys } from './task-keys';

export async function deleteTask(id: string): Promise<void> {
  await apiRequest(deleteTaskRoute, { url: deleteTaskRoute.url(id) });
}

/**
 * The same DELETE while the page unloads (a delete still waiting out its Undo): `keepalive` lets it outlive
 * the page and still carry the bearer header.
 */
export function deleteTaskOnUnload(id: string): void {
  const token = readStorage(TOKEN_STORAGE_KEY);
  if (!token) return;
  void fetch(deleteTaskRoute.url(id), {
    method: deleteTaskRoute.method,
    keepalive: true,
    credentials: 'include',
    headers: { Authorization: `Bearer ${token}` },
  }).catch((error: unknown) => console.error('Failed to delete task', error));
}

/** Removed from the board at once; a failure is only logged and the lists are re-read. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.all });
      const without = (tasks: Task[] | undefined) => tasks?.filter((task) => task._id !== id);
      queryClient.setQueryData<Task[]>(taskKeys.ongoing, without);
      queryClient.setQueryData<Task[]>(taskKeys.intermediate, without);
    },
    onError: (error) => console.error('Failed to delete task', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.ongoing }),
        queryClient.invalidateQueries({ queryKey: taskKeys.intermediate }),
        queryClient.invalidateQueries({ queryKey: taskKeys.completed }),
      ]),
  });
}
