import type { GroupPhaseNow } from './follow-group';
import type { TimerMode } from './state';

/** What the UI asks of the timer. Every event first catches the timer up to `now`, like a tick. */
export type TimerEvent =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'reset' }
  /** 'Start next pomodoro' after the last cycle: one more focus period (docs/product-rules.md#pomodoro-cycle). */
  | { type: 'continueRun' }
  /** Ignored while running (pause to switch); switching to the current mode is ignored too. */
  | { type: 'switchMode'; mode: TimerMode }
  /** A partial or raw form value; it is clamped, never rejected. */
  | { type: 'updateSettings'; settings: unknown }
  /** Every ~250 ms, on visibility change, on reload: applies all the time elapsed since the last one. */
  | { type: 'tick' }
  /** Hand out unsaved focus time now (page unload, periodic save). */
  | { type: 'flush' }
  /** The member is in this group session: the timer takes its phase (docs/product-rules.md#focus-together). */
  | { type: 'followGroup'; group: GroupPhaseNow }
  /** The member left, or the session ended: back to the own idle timer. */
  | { type: 'leaveGroup' };

export type TimerSound = 'focusEnd' | 'breakEnd' | 'countdownEnd';

/** Plain data the UI executes. `at` is the timestamp the thing happened, which may precede `now`. */
export type TimerEffect =
  | { type: 'playSound'; sound: TimerSound; at: number }
  /** `coins` new coins to credit; `total` is the session counter after them. */
  | { type: 'coinsEarned'; coins: number; total: number }
  /** Whole focused seconds not reported before (the /1.9 server conversion is the caller's job). */
  | { type: 'focusTimeToSave'; seconds: number }
  | { type: 'pomodoroCompleted'; cycle: number; at: number }
  /** `at` is when the new phase begins (1 s after the previous one ended); 'idle' = run over. */
  | { type: 'phaseChanged'; to: 'focus' | 'break' | 'longBreak' | 'idle'; cycle: number; at: number }
  /** After the last focus period of a run: the "Session complete" summary. The final break still runs. */
  | { type: 'runCompleted'; focusMinutes: number; coins: number; pomodoros: number; at: number }
  | { type: 'countdownFinished'; focusMinutes: number; coins: number; at: number }
  /** A focus period (pomodoro or countdown) or a break ran to its end; `seconds` is its set length. */
  | { type: 'periodFinished'; kind: 'focus' | 'break'; seconds: number; at: number };

export type TimerEffectType = TimerEffect['type'];
