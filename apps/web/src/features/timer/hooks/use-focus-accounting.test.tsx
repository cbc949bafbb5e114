import type { TimerEffect } from '@focus-room/core/timer/events';
import { createTimerState } from '@focus-room/core/timer/state';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenAppEvent } from '../../../lib/app-events';
import { saveCookiePreferences } from '../../../lib/cookie-preferences';
import { SELECTED_TASK_KEY } from '../../../lib/shared-storage-keys';
import { type ApiHandler, deferred, inTurn, json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { readQueue } from '../lib/claim-queue';
import { readRefusals } from '../lib/pomodoro-refusals';
import { useFocusAccounting } from './use-focus-accounting';

const SAVE_COIN = 'POST /api/auth/save-coin';
const SAVE_TIME = 'POST /api/user-activity/update-time-spent';
const TOTAL_TIME = 'GET /api/user-activity/total-time-spent';
const POMODORO = 'POST /api/tasks/complete-pomodoro';
const PERIOD = 'POST /api/user-activity/focus-period';

const coins = (n: number): TimerEffect => ({ type: 'coinsEarned', coins: n, total: n });
const focus = (seconds: number): TimerEffect => ({ type: 'focusTimeToSave', seconds });

const session: Record<string, ApiHandler> = {
  'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
  [TOTAL_TIME]: () => json(200, { totalTimeSpent: 100 }),
};

function renderSignedIn(routes: Record<string, ApiHandler>) {
  storeSession();
  const api = mockApi({ ...session, ...routes });
  const hook = renderHook(() => useFocusAccounting(), { wrapper: appWrapper() });
  return { api, hook };
}

type ErrorSpy = { mock: { calls: unknown[][] } };

/** Resolves once the hook has logged a failed save: it has then decided whether to keep the claim. */
const failureLogged = (errors: ErrorSpy, message: string) =>
  waitFor(() => expect(errors.mock.calls.map((args) => args[0])).toContain(message));

describe('useFocusAccounting', () => {
  let errors: ErrorSpy;
  let warnings: ErrorSpy;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('saves nothing for a guest, not even on unload', async () => {
    const api = mockApi({});
    window.localStorage.setItem(SELECTED_TASK_KEY, 'task-1');
    const { result } = renderHook(() => useFocusAccounting(), { wrapper: appWrapper() });
    const effects: TimerEffect[] = [coins(5), focus(600), { type: 'pomodoroCompleted', cycle: 1, at: 0 }];
    act(() => result.current.record(effects, false));
    act(() => result.current.record(effects, true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });

  it('retries a claim lost to a server failure with its own key, apart from the focus earned since', async () => {
    const answers: unknown[] = [];
    const stop = listenAppEvent('coinUpdate', (detail) => answers.push(detail));
    const { api, hook } = renderSignedIn({
      [SAVE_COIN]: inTurn(
        () => json(503, { message: 'Down for a moment.' }),
        () => json(200, { credited: 2, coins: 39 }),
        () => json(200, { credited: 1, coins: 40 }),
      ),
    });
    act(() => hook.result.current.record([coins(2)], false));
    await failureLogged(warnings, 'A focus claim waits for the network');
    act(() => hook.result.current.record([coins(1)], false));
    await waitFor(() => expect(api.bodies(SAVE_COIN)).toEqual([{ coins: 2 }, { coins: 2 }, { coins: 1 }]));
    const [first, retry, next] = api.keys(SAVE_COIN);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    await waitFor(() =>
      expect(answers).toEqual([
        { credited: 2, coins: 39 },
        { credited: 1, coins: 40 },
      ]),
    );
    expect(readQueue()).toEqual([]);
    stop();
  });

  it.each([
    ['a network failure', 0, true],
    ['429', 429, true],
    ['500', 500, true],
    ['400', 400, false],
    ['401', 401, false],
    ['404', 404, false],
  ])('after %s the claim is %s kept', async (_name, status, kept) => {
    const fail = () => {
      if (status === 0) throw new TypeError('Failed to fetch');
      return json(status, { message: 'No.' });
    };
    const { api, hook } = renderSignedIn({
      [SAVE_COIN]: inTurn(fail, () => json(200, { credited: 1, coins: 1 })),
    });
    act(() => hook.result.current.record([coins(4)], false));
    await failureLogged(
      kept ? warnings : errors,
      kept ? 'A focus claim waits for the network' : 'The server refused a focus claim; it is dropped',
    );
    act(() => hook.result.current.record([coins(1)], false));
    await waitFor(() => expect(api.bodies(SAVE_COIN)).toHaveLength(kept ? 3 : 2));
    expect(api.bodies(SAVE_COIN).slice(1)).toEqual(kept ? [{ coins: 4 }, { coins: 1 }] : [{ coins: 1 }]);
    await waitFor(() => expect(readQueue()).toEqual([]));
  });

  it('queues what is earned offline, sends nothing, and keeps it across a reload', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { api, hook } = renderSignedIn({});
    act(() => hook.result.current.record([coins(1), focus(57)], false));
    act(() => hook.result.current.record([coins(1), focus(57)], false));
    hook.unmount();
    expect(api.count(SAVE_COIN) + api.count(SAVE_TIME)).toBe(0);
    // One item per kind, added up: the server's wall-clock bound pays one long claim, not many small ones.
    expect(readQueue().map(({ kind, sent }) => ({ kind, sent }))).toEqual([
      { kind: 'coins', sent: false },
      { kind: 'time', sent: false },
    ]);
    expect(readQueue()).toMatchObject([{ coins: 2 }, { units: 60 }]);
    offline.mockRestore();
  });

  it('on unload sends the queued claims with their keys and keeps them until an answer is read', async () => {
    const { api, hook } = renderSignedIn({
      [SAVE_COIN]: () => json(200, { credited: 3, coins: 3 }),
      [SAVE_TIME]: () => json(200, { credited: 100, totalTimeSpent: 200 }),
    });
    act(() => hook.result.current.record([coins(3), focus(190)], true));
    await waitFor(() => expect(api.count(SAVE_COIN)).toBe(1));
    const queued = readQueue();
    expect(queued.map((item) => [item.kind, item.sent])).toEqual([
      ['coins', true],
      ['time', true],
    ]);
    expect(api.keys(SAVE_COIN)).toEqual([queued[0]?.key]);
    expect(api.keys(SAVE_TIME)).toEqual([queued[1]?.key]);
  });

  it('keeps a pomodoro for the next start on unload, behind the focus time it is paid from', async () => {
    window.localStorage.setItem(SELECTED_TASK_KEY, 'task-7');
    const { api, hook } = renderSignedIn({
      [SAVE_TIME]: () => json(200, { credited: 95, totalTimeSpent: 95 }),
    });
    const effects: TimerEffect[] = [
      focus(180),
      { type: 'pomodoroCompleted', cycle: 1, at: 9 },
      { type: 'periodFinished', kind: 'focus', seconds: 180, at: 9 },
    ];
    act(() => hook.result.current.record(effects, true));
    await waitFor(() => expect(api.count(SAVE_TIME)).toBe(1));
    expect(api.count(POMODORO)).toBe(0);
    expect(readQueue().map((item) => [item.kind, item.sent])).toEqual([
      ['time', true],
      ['pomodoro', false],
    ]);
  });

  it('keeps seconds in flight in the live total until the server answers with the new one', async () => {
    const ticks: number[] = [];
    const stop = listenAppEvent('focusTimeTick', (tick) => tick && ticks.push(tick.totalSeconds));
    const answer = deferred<Response>();
    const { api, hook } = renderSignedIn({ [SAVE_TIME]: () => answer.promise });
    await waitFor(() => expect(ticks).toEqual([100]));

    // 190 measured seconds are 100 units in the server's unit (÷ 1.9).
    act(() => hook.result.current.record([focus(190)], false));
    expect(api.bodies(SAVE_TIME)).toEqual([{ timeSpentInSeconds: 100 }]);
    act(() => hook.result.current.reportLive(createTimerState(), Date.now()));
    expect(ticks).toEqual([100, 200]);

    await act(async () => answer.resolve(json(200, { credited: 100, totalTimeSpent: 200 })));
    await waitFor(() => expect(ticks.at(-1)).toBe(200));
    act(() => hook.result.current.reportLive(createTimerState(), Date.now()));
    // The total never fell back to 100 between the request and its answer, nor counted the seconds twice.
    expect(new Set(ticks.slice(1))).toEqual(new Set([200]));
    stop();
  });

  it('counts queued seconds in the live total after a failed save and sends them again', async () => {
    const ticks: number[] = [];
    const stop = listenAppEvent('focusTimeTick', (tick) => tick && ticks.push(tick.totalSeconds));
    const { api, hook } = renderSignedIn({
      [SAVE_TIME]: inTurn(
        () => json(500, { message: 'Server error' }),
        () => json(200, { credited: 100, totalTimeSpent: 200 }),
        () => json(200, { credited: 100, totalTimeSpent: 300 }),
      ),
    });
    await waitFor(() => expect(ticks).toEqual([100]));
    act(() => hook.result.current.record([focus(190)], false));
    await failureLogged(warnings, 'A focus claim waits for the network');
    act(() => hook.result.current.reportLive(createTimerState(), Date.now()));
    expect(ticks.at(-1)).toBe(200);
    act(() => hook.result.current.record([focus(190)], false));
    await waitFor(() =>
      expect(api.bodies(SAVE_TIME)).toEqual([
        { timeSpentInSeconds: 100 },
        { timeSpentInSeconds: 100 },
        { timeSpentInSeconds: 100 },
      ]),
    );
    await waitFor(() => expect(readQueue()).toEqual([]));
    stop();
  });

  it('carries what rounding to whole units left over, so 25 one-minute claims add up to 25 real minutes', async () => {
    const { api, hook } = renderSignedIn({
      [SAVE_TIME]: () => json(200, { credited: 0, totalTimeSpent: 0 }),
    });
    for (let minute = 0; minute < 25; minute += 1) act(() => hook.result.current.record([focus(60)], false));
    await waitFor(() => expect(readQueue()).toEqual([]));
    const units = api
      .bodies(SAVE_TIME)
      .reduce<number>((sum, body) => sum + (body as { timeSpentInSeconds: number }).timeSpentInSeconds, 0);
    // round(60 / 1.9) = 32 a claim would make 800 units (25 min 20 s); the carry keeps it at 1500 / 1.9.
    expect(Math.abs(units - 1500 / 1.9)).toBeLessThanOrEqual(0.5);
  });

  const task = {
    _id: 'task-7',
    taskName: 'Write',
    dueDate: '2026-06-15',
    estimatedPomodoros: '3',
    completedPomodoros: '1',
    priority: 'must do',
    status: 'ongoing',
  };
  const finishedPomodoro = (seconds: number, at: number, cycle = 1): TimerEffect[] => [
    { type: 'pomodoroCompleted', cycle, at },
    { type: 'periodFinished', kind: 'focus', seconds, at },
  ];

  it('credits each finished pomodoro to the selected task, saying how long its period was', async () => {
    window.localStorage.setItem(SELECTED_TASK_KEY, 'task-7');
    const credited: unknown[] = [];
    const stop = listenAppEvent('pomodoroCompleted', (detail) => credited.push(detail));
    const { api, hook } = renderSignedIn({
      [POMODORO]: () => json(200, { task, credited: true }),
      [PERIOD]: () => json(201, { message: 'Focus period recorded' }),
    });
    act(() => hook.result.current.record(finishedPomodoro(180, 0), false));
    await waitFor(() => expect(credited).toEqual([{ taskId: 'task-7' }]));
    expect(api.bodies(POMODORO)).toEqual([{ taskId: 'task-7', seconds: 180 }]);
    expect(api.keys(POMODORO)[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(readRefusals()).toEqual([]);
    stop();
  });

  it('notes a pomodoro the server did not add, with the reason, for the run summary', async () => {
    window.localStorage.setItem(SELECTED_TASK_KEY, 'task-7');
    const { hook } = renderSignedIn({
      [POMODORO]: inTurn(
        () => json(200, { task, credited: false }),
        () => json(404, { message: 'Task not found.', code: 'taskNotFound' }),
      ),
      [PERIOD]: () => json(201, { message: 'Focus period recorded' }),
    });
    act(() => hook.result.current.record(finishedPomodoro(60, 1_000), false));
    await waitFor(() => expect(readRefusals()).toEqual([{ endedAt: 1_000, reason: 'notCovered' }]));
    act(() => hook.result.current.record(finishedPomodoro(60, 2_000, 2), false));
    await waitFor(() =>
      expect(readRefusals()).toEqual([
        { endedAt: 1_000, reason: 'notCovered' },
        { endedAt: 2_000, reason: 'taskGone' },
      ]),
    );
    // The next run's first pomodoro starts its summary afresh.
    act(() => hook.result.current.record(finishedPomodoro(60, 3_000), false));
    await waitFor(() => expect(readRefusals()).toEqual([]));
  });

  it('records finished periods for the statistics with the default cookie choice too', async () => {
    const { api, hook } = renderSignedIn({ [PERIOD]: () => json(201, { message: 'Focus period recorded' }) });
    const period: TimerEffect = { type: 'periodFinished', kind: 'focus', seconds: 1500, at: 0 };
    act(() => hook.result.current.record([period], false));
    await waitFor(() =>
      expect(api.bodies(PERIOD)).toEqual([{ kind: 'focus', seconds: 1500, analytics: false }]),
    );
    // With analytics allowed the same report also counts in the admin figures.
    saveCookiePreferences({ analytics: true, marketing: false });
    act(() => hook.result.current.record([period], false));
    await waitFor(() => expect(api.bodies(PERIOD)).toHaveLength(2));
    expect(api.bodies(PERIOD)[1]).toEqual({ kind: 'focus', seconds: 1500, analytics: true });
  });
});
