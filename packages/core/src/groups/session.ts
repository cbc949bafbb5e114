/**
 * A group's shared focus session (docs/product-rules.md#focus-together). The server keeps when it started,
 * its lengths and its pauses; every screen derives the phase and its end from these timestamps, never from
 * ticks, so all members see the same time after sleep, reload or reconnect.
 */

export const SESSION_FOCUS_MINUTES = { min: 1, max: 180, default: 25 } as const;
export const SESSION_BREAK_MINUTES = { min: 1, max: 60, default: 5 } as const;
export const SESSION_CYCLES = { min: 1, max: 12, default: 4 } as const;

export type GroupSessionTimes = {
  startedAt: Date;
  focusMs: number;
  breakMs: number;
  cycles: number;
  /** Set while paused. */
  pausedAt: Date | null;
  /** Paused time before the current pause. */
  pausedMs: number;
};

export type SessionPhase = {
  phase: 'focus' | 'break' | 'ended';
  /** 1-based cycle; the last cycle has no break after it. */
  cycle: number;
  paused: boolean;
  /** Milliseconds left in the phase (as of `now`; frozen while paused). */
  remainingMs: number;
  /** When the phase ends on the server's clock, or null while paused or ended. */
  endsAt: Date | null;
};

/** Running time of a session at `now`: wall time since the start less every pause. */
export function elapsedMs(session: GroupSessionTimes, now: Date): number {
  const until = session.pausedAt ?? now;
  return Math.max(0, until.getTime() - session.startedAt.getTime() - session.pausedMs);
}

/** Total running time: every cycle's focus and the breaks between them (none after the last). */
export const sessionLengthMs = (s: Pick<GroupSessionTimes, 'focusMs' | 'breakMs' | 'cycles'>): number =>
  s.cycles * s.focusMs + (s.cycles - 1) * s.breakMs;

export function sessionPhaseAt(session: GroupSessionTimes, now: Date): SessionPhase {
  const elapsed = elapsedMs(session, now);
  const paused = session.pausedAt !== null;
  if (elapsed >= sessionLengthMs(session)) {
    return { phase: 'ended', cycle: session.cycles, paused: false, remainingMs: 0, endsAt: null };
  }
  const cycleMs = session.focusMs + session.breakMs;
  const cycleIndex = Math.floor(elapsed / cycleMs);
  const inCycle = elapsed - cycleIndex * cycleMs;
  const phase = inCycle < session.focusMs ? 'focus' : 'break';
  const remainingMs = phase === 'focus' ? session.focusMs - inCycle : cycleMs - inCycle;
  return {
    phase,
    cycle: cycleIndex + 1,
    paused,
    remainingMs,
    endsAt: paused ? null : new Date(now.getTime() + remainingMs),
  };
}

/** Pausing freezes the clock; resuming adds the pause to `pausedMs`. Both are no-ops when not applicable. */
export function pauseSession(session: GroupSessionTimes, now: Date): GroupSessionTimes {
  return session.pausedAt ? session : { ...session, pausedAt: now };
}

export function resumeSession(session: GroupSessionTimes, now: Date): GroupSessionTimes {
  if (!session.pausedAt) return session;
  const pause = Math.max(0, now.getTime() - session.pausedAt.getTime());
  return { ...session, pausedAt: null, pausedMs: session.pausedMs + pause };
}
