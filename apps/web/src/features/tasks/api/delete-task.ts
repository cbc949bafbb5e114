import type { Task } from '@focus-room/core/api/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export async function deleteTask(id: string): Promise<void> {
  await apiRequest(`/api/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
