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
    await waitFor(() => expect(reports()).toEqual([{ phase: 'idle', endsInMs: null }]));
    hook.rerender({ state: running });
    await waitFor(() => expect(reports()).toHaveLength(2));
    const [, first] = reports() as { phase: string; endsInMs: number }[];
    expect(first?.phase).toBe('focus');
    expect(first?.endsInMs).toBeGreaterThan(24 * MIN);
    expect(first?.endsInMs).toBeLessThanOrEqual(25 * MIN);
    hook.rerender({ state: reduce(running, { type: 'pause' }, now + MIN).state });
    await waitFor(() => expect(reports()).toHaveLength(3));
    expect(reports()[2]).toEqual({ phase: 'idle', endsInMs: null });
  });

  it('sends nothing for a visitor', () => {
    const idle = createTimerState(settings);
    const visitor = renderReport(false, idle);
    visitor.hook.rerender({ state: reduce(idle, { type: 'start' }, Date.now()).state });
    // The hook has run its effects by now and sent no report.
    expect(visitor.reports()).toEqual([]);
  });

  it('reports idle once when a page opens with the timer idle, so a stale focus ends', async () => {
    const idle = createTimerState(settings);
    const member = renderReport(true, idle);
    await waitFor(() => expect(member.reports()).toEqual([{ phase: 'idle', endsInMs: null }]));
    member.hook.rerender({ state: { ...idle } });
    expect(member.reports()).toHaveLength(1);
  });
});
