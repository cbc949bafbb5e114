import { DEFAULT_TIMER_SETTINGS } from '@focus-room/core/timer/settings';
import { createTimerState } from '@focus-room/core/timer/state';
import { view } from '@focus-room/core/timer/view';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { appWrapper } from '../../../test/providers';
import { forgetRefusals, noteRefusedPomodoro } from '../lib/pomodoro-refusals';
import { SessionCompleteDialog } from './session-complete-dialog';

const RUN_END = 10_000;
const summary = { focusMinutes: 2, coins: 2, pomodoros: 2, at: RUN_END };
// The run is over and the timer is back on an idle pomodoro (a 0-minute break).
const idle = view(createTimerState(DEFAULT_TIMER_SETTINGS), RUN_END);

function renderSummary(signedIn = true) {
  return render(
    <SessionCompleteDialog
      summary={summary}
      view={idle}
      signedIn={signedIn}
      onStartNext={() => {}}
      onClose={() => {}}
    />,
    {
      wrapper: appWrapper(),
    },
  );
}

describe('the run summary on pomodoros the task did not get', () => {
  it('says nothing while every pomodoro was added', async () => {
    renderSummary();
    await screen.findByText('Session complete');
    expect(screen.queryByTestId('pomodoro-credit-note')).toBeNull();
  });

  it('says in plain words how many were not added and why, also when the answer comes later', async () => {
    noteRefusedPomodoro({ endedAt: RUN_END - 60_000, reason: 'notCovered' });
    renderSummary();
    expect((await screen.findByTestId('pomodoro-credit-note')).textContent).toContain(
      '1 pomodoro was not added to your task: less focus time reached the server than the pomodoro lasted, for example because the timer also ran in another tab or on another device.',
    );
    act(() => {
      noteRefusedPomodoro({ endedAt: RUN_END, reason: 'notCovered' });
      noteRefusedPomodoro({ endedAt: RUN_END, reason: 'taskGone' });
    });
    const note = screen.getByTestId('pomodoro-credit-note');
    expect(note.textContent).toContain('2 pomodoros were not added to your task: less focus time');
    expect(note.textContent).toContain(
      '1 pomodoro was not added to your task because the task was finished or deleted before it ended.',
    );
    // A refusal of a later run does not belong to this summary; a new run forgets the old ones.
    act(() => noteRefusedPomodoro({ endedAt: RUN_END + 1, reason: 'taskGone' }));
    expect(note.textContent).toContain('1 pomodoro was not added to your task because');
    act(() => forgetRefusals());
    await waitFor(() => expect(screen.queryByTestId('pomodoro-credit-note')).toBeNull());
  });

  it('speaks German when German is chosen', async () => {
    await activateLanguage('de');
    noteRefusedPomodoro({ endedAt: RUN_END, reason: 'notCovered' });
    renderSummary();
    expect((await screen.findByTestId('pomodoro-credit-note')).textContent).toContain(
      '1 Pomodoro wurde deiner Aufgabe nicht gutgeschrieben: Beim Server kam weniger Fokuszeit an',
    );
  });

  it('is not shown to a visitor, whose pomodoros go to no task', async () => {
    noteRefusedPomodoro({ endedAt: RUN_END, reason: 'notCovered' });
    renderSummary(false);
    await screen.findByText('Session complete');
    expect(screen.queryByTestId('pomodoro-credit-note')).toBeNull();
  });
});
