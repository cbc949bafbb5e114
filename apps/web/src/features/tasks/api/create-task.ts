import type { Task, TaskInput } from '@focus-room/core/api/tasks';
import { createTaskRoute } from '@focus-room/core/api/tasks-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readAgainAfterWrite } from '../../../lib/read-again-after-write';
import { taskKeys, utcOffsetMinutes } from './task-keys';

export type TaskFormValues = Omit<TaskInput, 'utcOffsetMinutes'>;

export async function createTask(values: TaskFormValues): Promise<Task> {
  const { task } = await apiRequest(createTaskRoute, {
    body: { ...values, utcOffsetMinutes: utcOffsetMinutes() },
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).taskResponseSchema,
  });
  return task;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(taskKeys.ongoing, (tasks) => (tasks ? [...tasks, task] : tasks));
    },
    onSettled: () =>
      Promise.all([
        // The board may still be loading its first list when a task is added.
        readAgainAfterWrite(queryClient, { queryKey: taskKeys.ongoing }),
        queryClient.invalidateQueries({ queryKey: taskKeys.completed }),
      ]),
  });
}
