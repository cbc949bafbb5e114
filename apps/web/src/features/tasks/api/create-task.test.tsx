import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, inTurn, json, mockApi } from '../../../test/api-mock';
import { createTestQueryClient } from '../../../test/providers';
import { task } from '../test/task-fixtures';
import { useCreateTask } from './create-task';
import { useOngoingTasks } from './get-tasks';

const added = task('t1', { taskName: 'Read chapter 3' });

describe('useCreateTask', () => {
  it('reads the board again when its first read left before the task was added', async () => {
    const firstRead = deferred<Response>();
    const api = mockApi({
      'GET /api/tasks': inTurn(
        () => firstRead.promise,
        () => json(200, { ongoingTasks: [added] }),
      ),
      'POST /api/tasks': () => json(201, { task: added }),
      'GET /api/tasks/completed': () => json(200, { completedTasks: [] }),
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ board: useOngoingTasks(), create: useCreateTask() }), { wrapper });

    act(() =>
      result.current.create.mutate({
        taskName: 'Read chapter 3',
        dueDate: '2026-06-15',
        estimatedPomodoros: 2,
        priority: 'must do',
      }),
    );
    await waitFor(() => expect(api.count('POST /api/tasks')).toBe(1));
    await act(async () => firstRead.resolve(json(200, { ongoingTasks: [] })));

    await waitFor(() =>
      expect(result.current.board.data?.map((task) => task.taskName)).toEqual(['Read chapter 3']),
    );
    expect(api.count('GET /api/tasks')).toBe(2);
  });
});
