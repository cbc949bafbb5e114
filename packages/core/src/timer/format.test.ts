import { describe, expect, it } from 'vitest';
import { formatClock, formatTimerTitle } from './format';

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [60, '01:00'],
    [1500, '25:00'],
    [5999, '99:59'],
    [7500, '125:00'],
    [9999 * 60, '9999:00'],
    [12.7, '00:12'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('formatTimerTitle', () => {
  it.each([
    [{ mode: 'pomodoro', phase: 'focus', display: '12:34', isRunning: true }, '12:34 · Focus'],
    [{ mode: 'pomodoro', phase: 'break', display: '04:00', isRunning: true }, '04:00 · Break'],
    [{ mode: 'pomodoro', phase: 'longBreak', display: '14:00', isRunning: true }, '14:00 · Long break'],
    [{ mode: 'countdown', phase: 'focus', display: '03:00', isRunning: true }, '03:00 · Countdown'],
    [{ mode: 'stopwatch', phase: 'focus', display: '00:05', isRunning: true }, '00:05 · Stopwatch'],
    [{ mode: 'pomodoro', phase: 'focus', display: '12:34', isRunning: false }, 'Focus Room'],
  ] as const)('%o → %s', (v, title) => {
    expect(formatTimerTitle(v)).toBe(title);
  });
});
