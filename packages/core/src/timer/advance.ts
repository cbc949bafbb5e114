import { currentFocusMs, phaseEndAt, sessionFocusMsAt } from './clock';
import type { TimerEffect } from './events';
import { effectiveCycles, isLongBreakAfter, MS_PER_MINUTE, minutesToMs } from './settings';
import { type TimerState, toIdle } from './state';
import { AUTO_TRANSITION_MS } from './timing';

// A run has at most 2 × 100 phases and each one is followed by a 1 s gap, so a catch-up is finite; the
// guard only protects against a hand-edited state.
const MAX_TRANSITIONS_PER_CALL = 1000;

/** Coins are paid as soon as a focused minute is complete: 1 per whole minute of the session, once. */
export const payCoins = (state: TimerState, at: number, effects: TimerEffect[]): TimerState => {
  if (state.mode === 'stopwatch') return state;
  const due = Math.floor(sessionFocusMsAt(state, at) / MS_PER_MINUTE) - state.coinsEarned;
  if (due <= 0) return state;
  const total = state.coinsEarned + due;
  effects.push({ type: 'coinsEarned', coins: due, total });
  return { ...state, coinsEarned: total };
};

/** Hands out whole unsaved seconds; the sub-second rest stays owed to the next save. */
export const saveFocusTime = (state: TimerState, at: number, effects: TimerEffect[]): TimerState => {
  const seconds = Math.floor((sessionFocusMsAt(state, at) - state.savedFocusMs) / 1000);
  if (seconds <= 0) return state;
  effects.push({ type: 'focusTimeToSave', seconds });
  return { ...state, savedFocusMs: state.savedFocusMs + seconds * 1000 };
};

// The finished phase's focus moves from "derived" to "banked" and the phase is closed, so nothing counts
// it twice before the next phase (or idle) replaces it.
export const bankPhase = (state: TimerState, end: number): TimerState => ({
  ...state,
  sessionFocusMs: state.sessionFocusMs + currentFocusMs(state, end),
  startedAt: null,
  pauseStartTime: null,
  totalPausedTime: 0,
});

const beginPhase = (state: TimerState, startsAt: number, durationMs: number): TimerState => ({
  ...state,
  phaseDurationMs: durationMs,
  startedAt: startsAt,
  pauseStartTime: null,
  totalPausedTime: 0,
});

const finishCountdown = (state: TimerState, end: number, effects: TimerEffect[]): TimerState => {
  effects.push({ type: 'playSound', sound: 'countdownEnd', at: end });
  const saved = saveFocusTime(state, end, effects);
  effects.push({
    type: 'countdownFinished',
    focusMinutes: Math.floor(saved.sessionFocusMs / MS_PER_MINUTE),
    coins: saved.coinsEarned,
    at: end,
  });
  return toIdle(saved, 'countdown');
};

const finishFocus = (state: TimerState, end: number, effects: TimerEffect[]): TimerState => {
  const cycle = state.currentCycle;
  effects.push({ type: 'playSound', sound: 'focusEnd', at: end });
  // A focus period shorter than a minute (a 0-minute pomodoro ends at once) never credits a pomodoro
  // (docs/product-rules.md#pomodoro-cycle): nothing was focused on.
  const counts = state.phaseDurationMs >= MS_PER_MINUTE;
  if (counts) effects.push({ type: 'pomodoroCompleted', cycle, at: end });
  const saved = saveFocusTime(state, end, effects);
  // Cycles may have been lowered during the run: the period running when it happened is then the last.
  const isFinal = cycle >= effectiveCycles(saved.settings);
  if (isFinal) {
    effects.push({
      type: 'runCompleted',
      focusMinutes: Math.floor(saved.sessionFocusMs / MS_PER_MINUTE),
      coins: saved.coinsEarned,
      pomodoros: counts ? cycle : 0,
      at: end,
    });
  }
  const isLong = isLongBreakAfter(cycle, saved.settings);
  const length = isLong ? saved.settings.longBreakMinutes : saved.settings.breakMinutes;
  const startsAt = end + AUTO_TRANSITION_MS;
  effects.push({ type: 'phaseChanged', to: isLong ? 'longBreak' : 'break', cycle, at: startsAt });
  return beginPhase(
    { ...saved, isBreak: true, isLongBreak: isLong, isFinalBreak: isFinal },
    startsAt,
    minutesToMs(length),
  );
};

const finishBreak = (state: TimerState, end: number, effects: TimerEffect[]): TimerState => {
  effects.push({ type: 'playSound', sound: 'breakEnd', at: end });
  if (state.isFinalBreak) {
    effects.push({ type: 'phaseChanged', to: 'idle', cycle: 1, at: end });
    return toIdle(state, 'pomodoro');
  }
  const cycle = state.currentCycle + 1;
  const startsAt = end + AUTO_TRANSITION_MS;
  effects.push({ type: 'phaseChanged', to: 'focus', cycle, at: startsAt });
  return beginPhase(
    { ...state, isBreak: false, isLongBreak: false, currentCycle: cycle },
    startsAt,
    minutesToMs(state.settings.pomodoroMinutes),
  );
};

const finishPhase = (state: TimerState, end: number, effects: TimerEffect[]): TimerState => {
  const banked = bankPhase(state, end);
  const next =
    banked.mode === 'countdown'
      ? finishCountdown(banked, end, effects)
      : banked.isBreak
        ? finishBreak(banked, end, effects)
        : finishFocus(banked, end, effects);
  // Only a phase that ran to its end counts as a finished period; its length excludes pauses.
  const seconds = Math.round(banked.phaseDurationMs / 1000);
  if (seconds > 0)
    effects.push({ type: 'periodFinished', kind: banked.isBreak ? 'break' : 'focus', seconds, at: end });
  return next;
};

/**
 * Applies everything that happened up to `now`, each boundary at its own timestamp: a tab hidden for
 * two hours gets every focus/break boundary exactly where a visible tab would have had it.
 */
export const advance = (state: TimerState, now: number, effects: TimerEffect[]): TimerState => {
  let current = state;
  for (let i = 0; i < MAX_TRANSITIONS_PER_CALL && current.isRunning; i++) {
    const end = phaseEndAt(current);
    if (end === null || end > now) break;
    current = payCoins(current, end, effects);
    current = finishPhase(current, end, effects);
  }
  current = payCoins(current, now, effects);
  return { ...current, lastUpdateAt: now };
};
