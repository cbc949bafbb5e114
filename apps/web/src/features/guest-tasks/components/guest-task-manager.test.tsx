import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { GUEST_TASKS_KEY } from '../../../lib/shared-storage-keys';
import { GuestTaskManager } from './guest-task-manager';

const TASK = { id: 1, taskName: 'Read chapter 3', date: '2026-06-20', pomodoros: '3', completed: false };

describe('GuestTaskManager', () => {
  it("shows a visitor's task with its due day and estimate", async () => {
    window.sessionStorage.setItem(GUEST_TASKS_KEY, JSON.stringify([TASK]));
    render(<GuestTaskManager />);
    expect(await screen.findByText('Due: Jun 20, 2026 | Est. Pomodoros: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Read chapter 3' })).toBeTruthy();
  });

  it('speaks German, the day written the German way', async () => {
    await activateLanguage('de');
    window.sessionStorage.setItem(GUEST_TASKS_KEY, JSON.stringify([TASK]));
    render(<GuestTaskManager />);
    expect(await screen.findByText('Fällig: 20. Juni 2026 | Pomodoros: 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aufgaben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aufgabe hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Read chapter 3 als erledigt markieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read chapter 3 löschen' })).toBeTruthy();
  });
});
