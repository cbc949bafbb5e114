import type { GroupDetail, GroupSession } from '@focus-room/core/api/groups';
import { reduce } from '@focus-room/core/timer/engine';
import { TIMER_STORAGE_KEY } from '@focus-room/core/timer/persistence';
import { createTimerState } from '@focus-room/core/timer/state';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useJoinedSession } from '../features/groups/hooks/use-joined-session';
import { resetServerClock } from '../features/groups/lib/session-clock';
import { TimerPanel } from '../features/timer/components/timer-panel';
import { type ApiHandler, json, mockApi } from '../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../test/providers';

const MIN = 60_000;

// The /home pairing of the two features: the joined session found by the groups feature drives the timer.
function Home() {
  const joined = useJoinedSession(TEST_USER._id);
  return <TimerPanel joined={joined} />;
}

const session = (overrides: Partial<GroupSession> = {}): GroupSession => ({
  startedBy: 'u2',
  startedAt: new Date(Date.now() - 5 * MIN).toISOString(),
  focusMinutes: 25,
  breakMinutes: 5,
  cycles: 2,
  phase: 'focus',
  cycle: 1,
  paused: false,
  remainingMs: 12 * MIN,
  endsAt: new Date(Date.now() + 12 * MIN).toISOString(),
  serverNow: new Date().toISOString(),
  ...overrides,
});

const group = (inSession: boolean, s: GroupSession | null): { group: GroupDetail } => ({
  group: {
    id: 'g1',
    name: 'Library',
    isOwner: false,
    memberCount: 2,
    week: { monday: '2026-03-02', minutes: 0, goalMinutes: 600, reached: false },
    weeksReached: [],
    sessionRunning: s !== null,
    ownerId: 'u2',
    focusPush: false,
    members: [
      {
        userId: 'u1',
        username: 'ada',
        isOwner: false,
        inSession,
        presence: { status: 'idle', endsAt: null, minutesLeft: null, focusMinutesToday: 0, streak: null },
      },
    ],
    session: s,
    invites: [],
  },
});

function renderHome(routes: Record<string, ApiHandler>) {
  storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    'GET /api/user-activity/total-time-spent': () => json(200, { totalTimeSpent: 0 }),
    'PUT /api/presence/timer': () => json(200, { status: 'idle' }),
    ...routes,
  });
  render(<Home />, { wrapper: appWrapper() });
  return api;
}

const display = () => screen.getByTestId('timer-display').textContent;

describe('the own timer in a group session', () => {
  beforeEach(() => {
    resetServerClock();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('follows the joined session’s time and returns to the own idle timer on leaving', async () => {
    let inSession = true;
    const running = session();
    const api = renderHome({
      'GET /api/groups': () => json(200, { groups: [group(inSession, running).group] }),
      'GET /api/groups/g1': () => json(200, group(inSession, running)),
      'POST /api/groups/g1/session': () => {
        inSession = false;
        return json(200, group(false, running));
      },
    });
    expect(await screen.findByText('Focusing with Library')).toBeTruthy();
    await waitFor(() => expect(display()).toMatch(/^1[12]:[0-5]\d$/));
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Leave session' }));
    await waitFor(() => expect(screen.queryByText('Focusing with Library')).toBeNull());
    expect(api.bodies('POST /api/groups/g1/session')).toEqual([{ action: 'leave' }]);
    expect(display()).toContain('25:00');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('stays paused while the group is paused', async () => {
    const paused = session({ paused: true, endsAt: null, remainingMs: 7 * MIN });
    renderHome({
      'GET /api/groups': () => json(200, { groups: [group(true, paused).group] }),
      'GET /api/groups/g1': () => json(200, group(true, paused)),
    });
    expect(await screen.findByText('Paused by the group')).toBeTruthy();
    await waitFor(() => expect(display()).toContain('07:00'));
  });

  it('keeps following while the groups cannot be loaded', async () => {
    const joinedAt = Date.now();
    const following = reduce(
      createTimerState(),
      {
        type: 'followGroup',
        group: {
          groupId: 'g1',
          groupName: 'Library',
          phase: 'focus',
          cycle: 1,
          cycles: 2,
          focusMinutes: 25,
          breakMinutes: 5,
          remainingMs: 12 * MIN,
          paused: false,
        },
      },
      joinedAt,
    ).state;
    window.localStorage.setItem(TIMER_STORAGE_KEY, JSON.stringify(following));
    const api = renderHome({ 'GET /api/groups': () => json(503, { message: 'Service unavailable' }) });
    await waitFor(() => expect(api.count('GET /api/groups')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Focusing with Library')).toBeTruthy();
    expect(display()).toMatch(/^1[12]:[0-5]\d$/);
  });

  it('leaves the own timer alone when the member has not joined', async () => {
    const api = renderHome({
      'GET /api/groups': () => json(200, { groups: [group(false, session()).group] }),
      'GET /api/groups/g1': () => json(200, group(false, session())),
    });
    await waitFor(() => expect(api.count('GET /api/groups/g1')).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy());
    expect(screen.queryByTestId('timer-follows-group')).toBeNull();
    expect(display()).toContain('25:00');
  });
});
