import { bankPhase, saveFocusTime } from './advance';
import { phaseElapsedMs } from './clock';
import type { TimerEffect } from './events';
import { clampSettings, type TimerSettings } from './settings';
import { clearSession, type TimerState, toIdle } from './state';

/** A group session's phase as this device sees it at `now` (its end already moved by the clock offset). */
export interface GroupPhaseNow {
  groupId: string;
  groupName: string;
  phase: 'focus' | 'break';
  /** 1-based cycle of the session. */
  cycle: number;
  cycles: number;
  focusMinutes: number;
  breakMinutes: number;
  /** Milliseconds left in the group's phase at `now`. */
  remainingMs: number;
  paused: boolean;
}

// The group's lengths as timer settings: a session has no long breaks, so a long break is a plain break
// and never comes early. The own alarm, countdown and volume stay as they are.
const groupSettings = (group: GroupPhaseNow, own: TimerSettings): TimerSettings =>
  clampSettings(
    {
      pomodoroMinutes: group.focusMinutes,
      breakMinutes: group.breakMinutes,
      longBreakMinutes: group.breakMinutes,
      longBreakInterval: 0,
      cycles: group.cycles,
    },
    own,
  );

/** Joining ends the own session (its focus time is handed out, as a reset does) and remembers it. */
const join = (state: TimerState, group: GroupPhaseNow, now: number, effects: TimerEffect[]): TimerState => {
  const own = state.following ?? { ownSettings: state.settings, ownMode: state.mode };
  const idle = clearSession(toIdle(saveFocusTime(state, now, effects), 'pomodoro'));
  return {
    ...idle,
    following: {
      groupId: group.groupId,
      groupName: group.groupName,
      ownSettings: own.ownSettings,
      ownMode: own.ownMode,
    },
  };
};

/**
 * The timer follows the group (docs/product-rules.md#focus-together): same phase, same cycle, same time
 * left, paused while the group is. A phase the timer was not in begins now with the group's time left, so
 * only time focused after joining counts: coins and focus time are earned by the timer's own accounting,
 * exactly as when focusing alone. Within the same phase only the end moves (pause, resume, a better clock
 * offset), never the focus already counted.
 */
export const followGroup = (
  state: TimerState,
  group: GroupPhaseNow,
  now: number,
  effects: TimerEffect[],
): TimerState => {
  const joined = state.following?.groupId === group.groupId ? state : join(state, group, now, effects);
  const following = joined.following ? { ...joined.following, groupName: group.groupName } : undefined;
  const current: TimerState = { ...joined, following, settings: groupSettings(group, joined.settings) };
  const remainingMs = Math.max(0, group.remainingMs);
  const isBreak = group.phase === 'break';
  // A phase of the engine's own that begins later (its 1 s gap) is not the group's: the group has no gap.
  const samePhase =
    current.startedAt !== null &&
    current.startedAt <= now &&
    current.isBreak === isBreak &&
    current.currentCycle === group.cycle;
  if (!samePhase) {
    const banked = current.startedAt === null ? current : bankPhase(current, now);
    return {
      ...banked,
      mode: 'pomodoro',
      isRunning: !group.paused,
      isBreak,
      isLongBreak: false,
      isFinalBreak: false,
      currentCycle: group.cycle,
      phaseDurationMs: remainingMs,
      startedAt: now,
      pauseStartTime: group.paused ? now : null,
      totalPausedTime: 0,
    };
  }
  let synced = current;
  if (group.paused && synced.isRunning) synced = { ...synced, isRunning: false, pauseStartTime: now };
  if (!group.paused && !synced.isRunning) {
    const pausedFor = now - (synced.pauseStartTime ?? now);
    synced = {
      ...synced,
      isRunning: true,
      pauseStartTime: null,
      totalPausedTime: synced.totalPausedTime + pausedFor,
    };
  }
  return { ...synced, phaseDurationMs: phaseElapsedMs(synced, now) + remainingMs };
};

/**
 * Leaving (or the session's end) returns the member to their own timer: idle, with their own settings and
 * mode, as before joining. The focus time of the followed session is handed out first.
 */
export const leaveGroup = (state: TimerState, now: number, effects: TimerEffect[]): TimerState => {
  if (!state.following) return state;
  const { ownSettings, ownMode } = state.following;
  const { following: _left, ...saved } = saveFocusTime(state, now, effects);
  return clearSession(toIdle({ ...saved, settings: ownSettings }, ownMode));
};
