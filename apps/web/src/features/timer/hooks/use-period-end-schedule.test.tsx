import { reduce } from '@focus-room/core/timer/engine';
import { ALERT_MESSAGE } from '@focus-room/core/timer/period-alerts';
import { DEFAULT_TIMER_SETTINGS } from '@focus-room/core/timer/settings';
import { createTimerState, type TimerState } from '@focus-room/core/timer/state';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession } from '../../../test/providers';
import { usePeriodEndSchedule } from './use-period-end-schedule';

const MIN = 60_000;
const PUT = 'PUT /api/push/period-end';
const DELETE = 'DELETE /api/push/period-end';

function alertsOn(on = true) {
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  window.localStorage.setItem('focusRoom.notifications', on ? 'on' : 'off');
}

function stubWorker() {
  const postMessage = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage } },
  });
  return postMessage;
}

function renderSchedule(signedIn: boolean, initial: TimerState) {
  if (signedIn) storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: { _id: 'u1' } }),
    [PUT]: () => json(200, { endsAt: new Date().toISOString() }),
    [DELETE]: () => json(200, { cancelled: true }),
  });
  const hook = renderHook(({ state }) => usePeriodEndSchedule(state, signedIn), {
    wrapper: appWrapper(),
    initialProps: { state: initial },
  });
  const pushCalls = () => api.calls.filter((call) => call.path === '/api/push/period-end');
  return { api, hook, pushCalls };
}

describe('usePeriodEndSchedule', () => {
  let now: number;
  beforeEach(() => {
    now = Date.now();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const settings = {
    ...DEFAULT_TIMER_SETTINGS,
    pomodoroMinutes: 25,
    breakMinutes: 5,
    longBreakMinutes: 15,
    cycles: 2,
    longBreakInterval: 4,
    countdownMinutes: 5,
  };

  it("registers a signed-in user's period ends on start, cancels on pause, registers again on resume", async () => {
    alertsOn();
    const postMessage = stubWorker();
    const idle = createTimerState(settings);
    const { hook, pushCalls } = renderSchedule(true, idle);
    const running = reduce(idle, { type: 'start' }, now).state;
    hook.rerender({ state: running });
    await waitFor(() => expect(pushCalls()).toHaveLength(1));
    const body = pushCalls()[0]?.body as {
      kind: string;
      endsInMs: number;
      next: { kind: string; endsInMs: number }[];
    };
    expect(body.kind).toBe('focus');
    expect(body.endsInMs).toBeGreaterThan(25 * MIN - 5_000);
    expect(body.endsInMs).toBeLessThanOrEqual(25 * MIN);
    expect(body.next.map((period) => period.kind)).toEqual(['shortBreak', 'focus', 'shortBreak']);
    expect(postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: ALERT_MESSAGE.schedule, url: '/home' }),
    );

    const paused = reduce(running, { type: 'pause' }, now + 5 * MIN).state;
    hook.rerender({ state: paused });
    await waitFor(() => expect(pushCalls().map((call) => call.method)).toEqual(['PUT', 'DELETE']));
    expect(postMessage).toHaveBeenLastCalledWith({ type: ALERT_MESSAGE.cancel });

    const resumed = reduce(paused, { type: 'start' }, Date.now()).state;
    hook.rerender({ state: resumed });
    await waitFor(() => expect(pushCalls().map((call) => call.method)).toEqual(['PUT', 'DELETE', 'PUT']));
  });

  it('sends nothing again when a period simply ended: the server holds the ones after it', async () => {
    alertsOn();
    stubWorker();
    // The focus period ends 300 ms from now.
    const running = reduce(createTimerState(settings), { type: 'start' }, now - 25 * MIN + 300).state;
    const { hook, pushCalls } = renderSchedule(true, running);
    await waitFor(() => expect(pushCalls()).toHaveLength(1));
    expect(pushCalls()[0]?.body).toMatchObject({ kind: 'focus' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    hook.rerender({ state: reduce(running, { type: 'tick' }, Date.now()).state });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushCalls()).toHaveLength(1);
  });

  it("gives a visitor's ends to the service worker only, for local alerts on /", async () => {
    alertsOn();
    const postMessage = stubWorker();
    const idle = createTimerState(settings, 'countdown');
    const { hook, api } = renderSchedule(false, idle);
    hook.rerender({ state: reduce(idle, { type: 'start' }, now).state });
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({
      type: ALERT_MESSAGE.schedule,
      url: '/',
      ends: [{ kind: 'countdown', endsAt: now + 5 * MIN }],
    });
    expect(api.calls.filter((call) => call.path.startsWith('/api/push'))).toEqual([]);
  });

  it('does nothing while alerts are off', async () => {
    alertsOn(false);
    const postMessage = stubWorker();
    const idle = createTimerState(settings);
    const { hook, pushCalls } = renderSchedule(true, idle);
    hook.rerender({ state: reduce(idle, { type: 'start' }, now).state });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushCalls()).toEqual([]);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
