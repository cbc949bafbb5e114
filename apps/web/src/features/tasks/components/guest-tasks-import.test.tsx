import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, inTurn, json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { useOngoingTasks } from '../api/get-tasks';
import { task } from '../test/task-fixtures';
import { GuestTasksImport } from './guest-tasks-import';

const moved = task('t1', { taskName: 'Guest plan A' });

const board = () => screen.getByRole('status', { name: 'board' });

function BoardNames() {
  const { data } = useOngoingTasks();
  return <output aria-label="board">{data?.map((task) => task.taskName).join(', ') ?? 'loading'}</output>;
}

describe('GuestTasksImport', () => {
  it('shows the moved tasks even when the board was still loading its first list during the move', async () => {
    storeSession();
    window.sessionStorage.setItem(
      'guestTasks',
      JSON.stringify([
        { id: 1, taskName: 'Guest plan A', date: '2020-01-01', pomodoros: '2', completed: false },
      ]),
    );
    // The board's first read left before the move and answers after it, without the moved task.
    const firstRead = deferred<Response>();
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
      'GET /api/tasks': inTurn(
        () => firstRead.promise,
        () => json(200, { ongoingTasks: [moved] }),
      ),
      'POST /api/tasks': () => json(201, { task: moved }),
    });
    render(
      <>
        <GuestTasksImport />
        <BoardNames />
      </>,
      { wrapper: appWrapper() },
    );
    expect(board().textContent).toBe('loading');

    fireEvent.click(screen.getByRole('button', { name: 'Move tasks' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move tasks' })).toBeNull());
    expect(api.count('POST /api/tasks')).toBe(1);
    await act(async () => firstRead.resolve(json(200, { ongoingTasks: [] })));

    await waitFor(() => expect(board().textContent).toBe('Guest plan A'));
    expect(api.count('GET /api/tasks')).toBe(2);
    expect(window.sessionStorage.getItem('guestTasks')).toBeNull();
  });
});
