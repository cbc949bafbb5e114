import type { TimerEffect } from '@focus-room/core/timer/events';
import { describe, expect, it } from 'vitest';
import { collectClaims, collectPeriods, isRetryable, NO_CLAIMS, toReportedSeconds } from './focus-claims';

describe('focus claims', () => {
  it('converts measured seconds to the server unit: / 1.9, rounded', () => {
    expect(toReportedSeconds(60)).toBe(32);
    expect(toReportedSeconds(1500)).toBe(789);
    expect(toReportedSeconds(0)).toBe(0);
    expect(toReportedSeconds(1)).toBe(1);
    expect(toReportedSeconds(-5)).toBe(0);
  });

  it('sums coins and focus seconds of a batch of effects and lists its pomodoros with their lengths', () => {
    const effects: TimerEffect[] = [
      { type: 'playSound', sound: 'focusEnd', at: 1 },
      { type: 'coinsEarned', coins: 24, total: 24 },
      { type: 'pomodoroCompleted', cycle: 1, at: 1 },
      { type: 'focusTimeToSave', seconds: 1500 },
      { type: 'coinsEarned', coins: 1, total: 25 },
      { type: 'runCompleted', focusMinutes: 25, coins: 25, pomodoros: 1, at: 1 },
      { type: 'periodFinished', kind: 'focus', seconds: 1500, at: 1 },
      { type: 'pomodoroCompleted', cycle: 2, at: 9 },
    ];
    expect(collectClaims(effects)).toEqual({
      coins: 25,
      seconds: 1500,
      pomodoros: [{ seconds: 1500, endedAt: 1 }, { endedAt: 9 }],
    });
    expect(collectClaims([])).toEqual(NO_CLAIMS);
  });

  it('turns finished periods into focus-period reports with the cookie choice, ignoring everything else', () => {
    const effects: TimerEffect[] = [
      { type: 'coinsEarned', coins: 25, total: 25 },
      { type: 'periodFinished', kind: 'focus', seconds: 1500, at: 1 },
      { type: 'phaseChanged', to: 'break', cycle: 1, at: 2 },
      { type: 'periodFinished', kind: 'break', seconds: 300, at: 3 },
    ];
    expect(collectPeriods(effects, false)).toEqual([
      { kind: 'focus', seconds: 1500, analytics: false },
      { kind: 'break', seconds: 300, analytics: false },
    ]);
    expect(collectPeriods(effects, true).map((period) => period.analytics)).toEqual([true, true]);
    expect(collectPeriods([{ type: 'focusTimeToSave', seconds: 60 }], true)).toEqual([]);
  });

  it('retries only failures the claim itself did not cause', () => {
    expect(isRetryable(0)).toBe(true);
    expect(isRetryable(503)).toBe(true);
    expect(isRetryable(429)).toBe(true);
    expect(isRetryable(400)).toBe(false);
    expect(isRetryable(401)).toBe(false);
  });
});
