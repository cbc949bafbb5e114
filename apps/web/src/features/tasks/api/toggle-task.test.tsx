import type { Task } from '@focus-room/core/api/tasks';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deferred, json, mockApi } from '../../../test/api-mock';
import { createTestQueryClient } from '../../../test/providers';
import { task as taskOf } from '../test/task-fixtures';
import { taskKeys } from './task-keys';
import { useToggleTask } from './toggle-task';

const task = (id: string, status: Task['status'] = 'ongoing') => taskOf(id, { status });

function setup() {
  const queryClient = createTestQueryClient();
  const ongoing = [task('a'), task('b')];
  const intermediate = [task('c', 'finished')];
  queryClient.setQueryData(taskKeys.ongoing, ongoing);
  queryClient.setQueryData(taskKeys.intermediate, intermediate);
  const onFailure = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useToggleTask(onFailure), { wrapper });
  const lists = () => ({
    ongoing: queryClient.getQueryData<Task[]>(taskKeys.ongoing)?.map((t) => `${t._id}:${t.status}`),
    intermediate: queryClient.getQueryData<Task[]>(taskKeys.intermediate)?.map((t) => `${t._id}:${t.status}`),
  });
  return { result, lists, onFailure, ongoing };
}

describe('useToggleTask', () => {
  it('moves the task at once, before the server answers, and keeps it there on success', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ 'PATCH /api/tasks/a/toggle': () => answer.promise });
    const { result, lists, onFailure, ongoing } = setup();

    act(() => result.current.mutate(ongoing[0]!));
    await waitFor(() =>
      expect(lists()).toEqual({ ongoing: ['b:ongoing'], intermediate: ['c:finished', 'a:finished'] }),
    );
    expect(api.count('PATCH /api/tasks/a/toggle')).toBe(1);

    await act(async () => answer.resolve(json(200, { task: task('a', 'finished'), coinsEarned: 0 })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(lists()).toEqual({ ongoing: ['b:ongoing'], intermediate: ['c:finished', 'a:finished'] });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('puts both lists back and tells the user when the server refuses', async () => {
    const answer = deferred<Response>();
    mockApi({ 'PATCH /api/tasks/c/toggle': () => answer.promise });
    const { result, lists, onFailure } = setup();

    act(() => result.current.mutate(task('c', 'finished')));
    await waitFor(() =>
      expect(lists()).toEqual({ ongoing: ['a:ongoing', 'b:ongoing', 'c:ongoing'], intermediate: [] }),
    );

    await act(async () => answer.resolve(json(400, { message: 'You have reached the maximum limit.' })));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(lists()).toEqual({ ongoing: ['a:ongoing', 'b:ongoing'], intermediate: ['c:finished'] });
    const error = onFailure.mock.calls[0]![0] as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message]).toEqual([400, 'You have reached the maximum limit.']);
  });
});
