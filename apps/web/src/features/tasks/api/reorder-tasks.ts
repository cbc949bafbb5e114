import type { ReorderItem, Task } from '@focus-room/core/api/tasks';
import { reorderTasksRoute } from '@focus-room/core/api/tasks-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export async function reorderTasks(orderedTasks: ReorderItem[]): Promise<Task[]> {
  const { ongoingTasks } = await apiRequest(reorderTasksRoute, {
    body: { orderedTasks },
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).reorderResponseSchema,
  });
  return ongoingTasks;
}

/**
 * After a drop the whole ordered list goes to the server (docs/product-rules.md#task-board). `optimistic` is
 * the board as the user left it; a failure is only logged and the saved order is read back.
 */
export function useReorderTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tasks', 'reorder'],
    mutationFn: ({ orderedTasks }: { orderedTasks: ReorderItem[]; optimistic: Task[] }) =>
      reorderTasks(orderedTasks),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.ongoing });
      queryClient.setQueryData(taskKeys.ongoing, optimistic);
    },
    onSuccess: (ongoingTasks) => {
      // A later drop is already on its way: its optimistic board must not flicker back to this one.
      if (queryClient.isMutating({ mutationKey: ['tasks', 'reorder'] }) <= 1) {
        queryClient.setQueryData(taskKeys.ongoing, ongoingTasks);
      }
    },
    onError: (error) => {
      console.error('Failed to reorder tasks', error);
      void queryClient.invalidateQueries({ queryKey: taskKeys.ongoing });
    },
  });
}
