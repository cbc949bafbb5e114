import { reduce } from '@focus-room/core/timer/engine';
import { DEFAULT_TIMER_SETTINGS } from '@focus-room/core/timer/settings';
import { createTimerState, type TimerState } from '@focus-room/core/timer/state';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession } from '../../../test/providers';
import { usePresenceReport } from './use-presence-report';

const MIN = 60_000;
const settings = { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 25, breakMinutes: 5, cycles: 2 };

function renderReport(signedIn: boolean, initial: TimerState) {
  if (signedIn) storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: { _id: 'u1' } }),
    'PUT /api/presence/timer': () => json(200, { status: 'focusing' }),
  });
  const hook = renderHook(({ state }) => usePresenceReport(state, signedIn), {
    wrapper: appWrapper(),
    initialProps: { state: initial },
  });
  const reports = () => api.calls.filter((call) => call.path === '/api/presence/timer').map((c) => c.body);
  return { hook, reports };
}

describe('usePresenceReport', () => {
  it('tells the groups when focus starts and when the timer pauses, as time left', async () => {
    const now = Date.now();
    const idle = createTimerState(settings);
    const { hook, reports } = renderReport(true, idle);
    const running = reduce(idle, { type: 'start' }, now).state;
    hook.rerender({ state: running });
    await waitFor(() => expect(reports()).toHaveLength(1));
    const [first] = reports() as { phase: string; endsInMs: number }[];
    expect(first?.phase).toBe('focus');
    expect(first?.endsInMs).toBeGreaterThan(24 * MIN);
    expect(first?.endsInMs).toBeLessThanOrEqual(25 * MIN);
    hook.rerender({ state: reduce(running, { type: 'pause' }, now + MIN).state });
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()[1]).toEqual({ phase: 'idle', endsInMs: null });
  });

  it('sends nothing for a visitor, nor for a page that opens idle', async () => {
    const idle = createTimerState(settings);
    const visitor = renderReport(false, idle);
    visitor.hook.rerender({ state: reduce(idle, { type: 'start' }, Date.now()).state });
    const member = renderReport(true, idle);
    member.hook.rerender({ state: idle });
    // Both hooks have run their effects by now; neither sent a report.
    expect(visitor.reports()).toEqual([]);
    expect(member.reports()).toEqual([]);
  });
});
