import type { GroupSession } from '@focus-room/core/api/groups';
import { describe, expect, it } from 'vitest';
import { inviteCodeFromHash } from './pending-invite';
import { clockOffset, formatClock, observeServerClock, remainingMs, resetServerClock } from './session-clock';

const session: GroupSession = {
  startedBy: 'u1',
  startedAt: '2026-03-02T10:00:00.000Z',
  focusMinutes: 25,
  breakMinutes: 5,
  cycles: 4,
  phase: 'focus',
  cycle: 1,
  paused: false,
  remainingMs: 20 * 60_000,
  endsAt: '2026-03-02T10:25:00.000Z',
  serverNow: '2026-03-02T10:05:00.000Z',
};

describe('remainingMs', () => {
  it('counts from the server’s end time, corrected by this device’s clock offset', () => {
    resetServerClock();
    const server = Date.parse(session.serverNow);
    // This device's clock runs 90 s ahead. A slow answer (8 s there and back) says little; a quick one
    // (200 ms) wins, whichever came first.
    observeServerClock(session.serverNow, server + 86_000, server + 94_000);
    observeServerClock(session.serverNow, server + 89_900, server + 90_100);
    observeServerClock(session.serverNow, server + 80_000, server + 100_000);
    expect(clockOffset()).toBe(90_000);
    const received = server + 90_000;
    expect(remainingMs(session, clockOffset(), received)).toBe(20 * 60_000);
    expect(remainingMs(session, clockOffset(), received + 60_000)).toBe(19 * 60_000);
  });

  it('stands still while paused and never goes below zero', () => {
    expect(remainingMs({ ...session, paused: true, endsAt: null }, 0, 10 ** 13)).toBe(20 * 60_000);
    expect(remainingMs(session, 0, Date.parse(session.endsAt!) + 5000)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, rounding a part second up', () => {
    expect(formatClock(25 * 60_000)).toBe('25:00');
    expect(formatClock(61_001)).toBe('01:02');
    expect(formatClock(0)).toBe('00:00');
  });
});

describe('inviteCodeFromHash', () => {
  it('takes a 22-character base64url code from the fragment, nothing else', () => {
    expect(inviteCodeFromHash('#abcdefghijklmnopqrstuv')).toBe('abcdefghijklmnopqrstuv');
    expect(inviteCodeFromHash('#short')).toBeNull();
    expect(inviteCodeFromHash('')).toBeNull();
    expect(inviteCodeFromHash('#abcdefghijklmnopqrst<>')).toBeNull();
  });
});
