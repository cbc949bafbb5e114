import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GroupSessionTimes,
  pauseSession,
  resumeSession,
  sessionLengthMs,
  sessionPhaseAt,
} from './session';

const MIN = 60_000;
const start = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const session: GroupSessionTimes = {
  startedAt: start,
  focusMs: 25 * MIN,
  breakMs: 5 * MIN,
  cycles: 2,
  pausedAt: null,
  pausedMs: 0,
};

describe('sessionPhaseAt', () => {
  it('walks focus, break, focus, then ends without a last break', () => {
    expect(sessionPhaseAt(session, at(0))).toMatchObject({ phase: 'focus', cycle: 1, remainingMs: 25 * MIN });
    expect(sessionPhaseAt(session, at(25 * MIN))).toMatchObject({
      phase: 'break',
      cycle: 1,
      remainingMs: 5 * MIN,
    });
    expect(sessionPhaseAt(session, at(30 * MIN))).toMatchObject({ phase: 'focus', cycle: 2 });
    expect(sessionPhaseAt(session, at(55 * MIN))).toMatchObject({ phase: 'ended', endsAt: null });
    expect(sessionLengthMs(session)).toBe(55 * MIN);
  });

  it('freezes while paused and goes on where it stopped after resuming', () => {
    const paused = pauseSession(session, at(10 * MIN));
    expect(sessionPhaseAt(paused, at(40 * MIN))).toMatchObject({
      phase: 'focus',
      paused: true,
      remainingMs: 15 * MIN,
      endsAt: null,
    });
    const resumed = resumeSession(paused, at(40 * MIN));
    expect(sessionPhaseAt(resumed, at(40 * MIN))).toMatchObject({ phase: 'focus', endsAt: at(55 * MIN) });
  });

  it('gives every screen the same end, whenever it asks during a phase', () => {
    fc.assert(
      fc.property(fc.nat(55 * MIN - 1), fc.nat(1000), (t, later) => {
        const a = sessionPhaseAt(session, at(t));
        const b = sessionPhaseAt(session, at(Math.min(t + later, 55 * MIN - 1)));
        if (a.phase === b.phase && a.cycle === b.cycle) expect(b.endsAt).toEqual(a.endsAt);
        expect(a.remainingMs).toBeGreaterThan(0);
      }),
    );
  });

  it('a pause of any length shifts the end by exactly that length', () => {
    fc.assert(
      fc.property(fc.nat(50 * MIN), fc.nat(3_600_000), (pauseAt, pauseFor) => {
        const resumed = resumeSession(pauseSession(session, at(pauseAt)), at(pauseAt + pauseFor));
        const plain = sessionPhaseAt(session, at(pauseAt));
        const after = sessionPhaseAt(resumed, at(pauseAt + pauseFor));
        expect(after.phase).toBe(plain.phase);
        expect(after.remainingMs).toBe(plain.remainingMs);
      }),
    );
  });
});
