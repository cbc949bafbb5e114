import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PresenceInput, presenceOf, startsFocus } from './presence';
import { OFFLINE_AFTER_MS } from './rules';

const now = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const base: PresenceInput = { hidden: false, report: null, connected: true, lastSeenAt: null };

describe('presenceOf', () => {
  it('shows focusing with the minutes left, rounded up', () => {
    const presence = presenceOf({ ...base, report: { phase: 'focus', endsAt: at(12 * 60_000 + 1) } }, now);
    expect(presence).toEqual({ status: 'focusing', endsAt: at(12 * 60_000 + 1), minutesLeft: 13 });
  });

  it('shows a break, idle when nothing runs, and idle once a period ended without a new report', () => {
    expect(presenceOf({ ...base, report: { phase: 'break', endsAt: at(60_000) } }, now).status).toBe('break');
    expect(presenceOf({ ...base, report: { phase: 'idle', endsAt: null } }, now).status).toBe('idle');
    expect(presenceOf({ ...base, report: { phase: 'focus', endsAt: at(-1) } }, now).status).toBe('idle');
  });

  it('is offline a minute after the last connection, not before', () => {
    const report = { phase: 'focus' as const, endsAt: at(600_000) };
    const recently = { ...base, report, connected: false, lastSeenAt: at(-OFFLINE_AFTER_MS + 1) };
    expect(presenceOf(recently, now).status).toBe('focusing');
    const longAgo = { ...base, report, connected: false, lastSeenAt: at(-OFFLINE_AFTER_MS) };
    expect(presenceOf(longAgo, now).status).toBe('offline');
    expect(presenceOf({ ...base, connected: false }, now).status).toBe('offline');
  });

  it('hidden wins over every other input and leaks no end time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('focus', 'break', 'idle' as const),
        fc.integer({ min: -3_600_000, max: 3_600_000 }),
        fc.boolean(),
        (phase, offset, connected) => {
          const presence = presenceOf(
            { hidden: true, report: { phase, endsAt: at(offset) }, connected, lastSeenAt: null },
            now,
          );
          expect(presence).toEqual({ status: 'hidden', endsAt: null, minutesLeft: null });
        },
      ),
    );
  });
});

describe('startsFocus', () => {
  const focusUntil = (ms: number) => ({ phase: 'focus' as const, endsAt: at(ms) });

  it('is a focus report after nothing, a break, idle or a focus period that is over', () => {
    expect(startsFocus(null, focusUntil(60_000), now)).toBe(true);
    expect(startsFocus({ phase: 'break', endsAt: at(60_000) }, focusUntil(60_000), now)).toBe(true);
    expect(startsFocus({ phase: 'idle', endsAt: null }, focusUntil(60_000), now)).toBe(true);
    expect(startsFocus(focusUntil(0), focusUntil(60_000), now)).toBe(true);
  });

  it('is not the running focus period reported again, nor a report of anything else', () => {
    expect(startsFocus(focusUntil(1), focusUntil(60_000), now)).toBe(false);
    expect(startsFocus(null, { phase: 'break', endsAt: at(60_000) }, now)).toBe(false);
    expect(startsFocus(focusUntil(-1), { phase: 'idle', endsAt: null }, now)).toBe(false);
  });
});
