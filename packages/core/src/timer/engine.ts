import { advance, saveFocusTime } from './advance';
import { monotonicNow } from './clock';
import type { TimerEffect, TimerEvent } from './events';
import { followGroup, leaveGroup } from './follow-group';
import { clampSettings } from './settings';
import { clearSession, fullLengthMs, type TimerMode, type TimerState, toIdle } from './state';

export interface TimerResult {
  state: TimerState;
  effects: TimerEffect[];
}

const start = (state: TimerState, now: number, effects: TimerEffect[]): TimerState => {
  if (state.isRunning) return state;
  if (state.pauseStartTime !== null) {
    // Resume: the pause is added to the phase's paused total, which pushes its end (and a pending 1 s
    // gap) back by exactly the paused duration.
    return {
      ...state,
      isRunning: true,
      totalPausedTime: state.totalPausedTime + (now - state.pauseStartTime),
      pauseStartTime: null,
    };
  }
  // A fresh start opens a new session; the previous one has been saved at its end, this is a safety net.
  const saved = saveFocusTime(state, now, effects);
  const idle = clearSession(toIdle(saved, saved.mode));
  return { ...idle, isRunning: true, startedAt: now };
};

const pause = (state: TimerState, now: number): TimerState =>
  state.isRunning ? { ...state, isRunning: false, pauseStartTime: now } : state;

/**
 * 'Start next pomodoro' (docs/product-rules.md#pomodoro-cycle): during the final break the run goes on,
 * so the next focus period follows the break as after any other cycle (a paused break resumes); once the
 * run is over and the pomodoro idle, a new run starts now. Anything else is left alone.
 */
const continueRun = (state: TimerState, now: number, effects: TimerEffect[]): TimerState => {
  if (state.isFinalBreak) return start({ ...state, isFinalBreak: false }, now, effects);
  const idlePomodoro = state.mode === 'pomodoro' && state.startedAt === null;
  return idlePomodoro ? start(state, now, effects) : state;
};

/** Reset and mode switch end the session: unsaved focus time is handed out, the counter restarts. */
const endSession = (state: TimerState, mode: TimerMode, now: number, effects: TimerEffect[]): TimerState =>
  clearSession(toIdle(saveFocusTime(state, now, effects), mode));

const switchMode = (state: TimerState, mode: TimerMode, now: number, effects: TimerEffect[]): TimerState =>
  state.isRunning || state.mode === mode ? state : endSession(state, mode, now, effects);

/**
 * Settings are always stored. An idle timer shows the new full length at once. A running or paused timer
 * keeps the phase it is in (its end never moves and progress is never lost); the new lengths, cycles and
 * interval apply from the next phase on, and Reset applies them at once.
 */
const updateSettings = (state: TimerState, input: unknown): TimerState => {
  // While following a group the group's lengths run; the own settings are kept for the return.
  if (state.following) {
    const ownSettings = clampSettings(input, state.following.ownSettings);
    return { ...state, following: { ...state.following, ownSettings } };
  }
  const settings = clampSettings(input, state.settings);
  const next = { ...state, settings };
  return state.startedAt === null ? { ...next, phaseDurationMs: fullLengthMs(settings, state.mode) } : next;
};

const OWN_CONTROLS = new Set<TimerEvent['type']>(['start', 'pause', 'reset', 'continueRun', 'switchMode']);

/** The pure state machine: (state, event, now) → new state + effects for the UI to execute. */
export const reduce = (state: TimerState, event: TimerEvent, now: number): TimerResult => {
  const effects: TimerEffect[] = [];
  const at = monotonicNow(state, now);
  // Catch up first, so the event applies to the timer as it is at `now` (e.g. Pause right after a
  // phase boundary pauses the new phase, Reset pays the minute that has just completed).
  const current = advance(state, at, effects);
  // While following a group the group drives the timer: the own controls change nothing
  // (docs/product-rules.md#focus-together).
  if (current.following && OWN_CONTROLS.has(event.type)) return { state: current, effects };
  let next: TimerState;
  switch (event.type) {
    case 'start':
      next = start(current, at, effects);
      break;
    case 'pause':
      next = pause(current, at);
      break;
    case 'reset':
      next = endSession(current, current.mode, at, effects);
      break;
    case 'continueRun':
      next = continueRun(current, at, effects);
      break;
    case 'switchMode':
      next = switchMode(current, event.mode, at, effects);
      break;
    case 'updateSettings':
      next = updateSettings(current, event.settings);
      break;
    case 'flush':
      next = saveFocusTime(current, at, effects);
      break;
    case 'followGroup':
      next = followGroup(current, event.group, at, effects);
      break;
    case 'leaveGroup':
      next = leaveGroup(current, at, effects);
      break;
    case 'tick':
      next = current;
      break;
  }
  // A phase of length 0 that has just started ends at once; one more catch-up processes it.
  return { state: next === current ? next : advance(next, at, effects), effects };
};
