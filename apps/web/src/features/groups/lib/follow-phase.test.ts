import type { GroupSession } from '@focus-room/core/api/groups';
import { describe, expect, it } from 'vitest';
import { followPhase } from './follow-phase';

const MIN = 60_000;
const T0 = Date.parse('2026-03-02T10:00:00Z');
const group = { id: 'g1', name: 'Library' };
const session = (overrides: Partial<GroupSession> = {}): GroupSession => ({
  startedBy: 'u1',
  startedAt: new Date(T0 - 5 * MIN).toISOString(),
  focusMinutes: 25,
  breakMinutes: 5,
  cycles: 2,
  phase: 'focus',
  cycle: 1,
  paused: false,
  remainingMs: 20 * MIN,
  endsAt: new Date(T0 + 20 * MIN).toISOString(),
  serverNow: new Date(T0).toISOString(),
  ...overrides,
});

describe('followPhase', () => {
  it.each([
    ['now, corrected by the clock offset', 0, 3_000, 'focus', 1, 20 * MIN + 3_000],
    ['later in the same phase', 5 * MIN, 0, 'focus', 1, 15 * MIN],
    ['after the phase ended: the break', 21 * MIN, 0, 'break', 1, 4 * MIN],
    ['two phases on: the next focus', 26 * MIN, 0, 'focus', 2, 24 * MIN],
  ] as const)('finds the phase %s', (_name, later, offset, phase, cycle, remainingMs) => {
    expect(followPhase(group, session(), offset, T0 + later)).toMatchObject({ phase, cycle, remainingMs });
  });

  it('keeps a paused session’s time left', () => {
    const paused = session({ paused: true, endsAt: null, remainingMs: 7 * MIN });
    expect(followPhase(group, paused, 0, T0 + 60 * MIN)).toMatchObject({
      remainingMs: 7 * MIN,
      paused: true,
    });
  });

  it('tells when the session is over', () => {
    expect(followPhase(group, session(), 0, T0 + 20 * MIN + 5 * MIN + 25 * MIN)).toBe('ended');
    expect(followPhase(group, session({ phase: 'ended' }), 0, T0)).toBe('ended');
  });
});
