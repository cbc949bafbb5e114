import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { CompletedTaskList } from './completed-task-list';
import { TaskCountStats } from './task-count-stats';

const TASKS = [{ _id: 't1', taskName: 'Chapter 1', dueDate: '2026-06-20', estimatedPomodoros: '3' }];

describe('the profile’s task figures', () => {
  it('show each finished task with its due day and estimate, and say when the list is cut', () => {
    render(<CompletedTaskList tasks={TASKS} total={1250} loading={false} />);
    expect(screen.getByText('Due: Jun 20, 2026 | Est. Pomodoros: 3')).toBeTruthy();
    expect(screen.getByText('The latest 1 of 1,250 completed tasks.')).toBeTruthy();
  });

  it('speak German: days, numbers and labels', async () => {
    await activateLanguage('de');
    render(
      <>
        <CompletedTaskList tasks={TASKS} total={1250} loading={false} />
        <TaskCountStats counts={{ completedCount: 1250, intermediateCount: 2, totalCount: 1300 }} />
      </>,
    );
    expect(screen.getByText('Fällig: 20. Juni 2026 | Gesch. Pomodoros: 3')).toBeTruthy();
    expect(screen.getByText('Die letzten 1 von 1.250 erledigten Aufgaben.')).toBeTruthy();
    expect(screen.getByText('Erledigte Aufgaben')).toBeTruthy();
    expect(screen.getByTestId('stat-completed-tasks').textContent).toBe('1.250');
  });

  it('invite a German user to finish a task when none is done yet', async () => {
    await activateLanguage('de');
    render(<CompletedTaskList tasks={[]} total={0} loading={false} />);
    expect(screen.getByText('Noch keine erledigten Aufgaben.')).toBeTruthy();
  });
});
