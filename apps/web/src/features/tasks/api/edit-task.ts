import type { Task } from '@focus-room/core/api/tasks';
import { editTaskRoute } from '@focus-room/core/api/tasks-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TaskFormValues } from './create-task';
import { taskKeys, utcOffsetMinutes } from './task-keys';

export async function editTask({ id, values }: { id: string; values: TaskFormValues }): Promise<Task> {
  const { task } = await apiRequest(editTaskRoute, {
    url: editTaskRoute.url(id),
    body: { ...values, utcOffsetMinutes: utcOffsetMinutes() },
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).taskResponseSchema,
  });
  return task;
}

export function useEditTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTask,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.ongoing }),
        queryClient.invalidateQueries({ queryKey: taskKeys.intermediate }),
        queryClient.invalidateQueries({ queryKey: taskKeys.completed }),
      ]),
  });
}
