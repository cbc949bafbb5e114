import {
  DEFAULT_TIMER_SETTINGS,
  isLongBreakAfter,
  MS_PER_MINUTE,
  type TimerSettings,
} from '../timer/settings';

export type EstimateSettings = Pick<
  TimerSettings,
  'pomodoroMinutes' | 'breakMinutes' | 'longBreakMinutes' | 'longBreakInterval'
>;

/**
 * Time `pomodoros` more focus periods need with the user's timer settings: every pomodoro plus the
 * breaks between them (a long break after every `longBreakInterval`-th). No break after the last one:
 * the work is done when the last focus period ends.
 */
export function estimatedDurationMs(
  pomodoros: number,
  settings: EstimateSettings = DEFAULT_TIMER_SETTINGS,
): number {
  const n = Math.max(0, Math.floor(pomodoros));
  if (n === 0) return 0;
  const longBreaks = settings.longBreakInterval > 0 ? Math.floor((n - 1) / settings.longBreakInterval) : 0;
  const shortBreaks = n - 1 - longBreaks;
  const minutes =
    n * settings.pomodoroMinutes +
    shortBreaks * settings.breakMinutes +
    longBreaks * settings.longBreakMinutes;
  return minutes * MS_PER_MINUTE;
}

/** The same sum walked break by break; kept as the reference the closed form is tested against. */
export function estimatedDurationBySteps(pomodoros: number, settings: EstimateSettings): number {
  let minutes = 0;
  for (let k = 1; k <= pomodoros; k += 1) {
    minutes += settings.pomodoroMinutes;
    if (k === pomodoros) break;
    minutes += isLongBreakAfter(k, settings as TimerSettings)
      ? settings.longBreakMinutes
      : settings.breakMinutes;
  }
  return minutes * MS_PER_MINUTE;
}

/** When the remaining pomodoros would be done if the user started now. */
export function estimatedFinish(now: Date, pomodoros: number, settings?: EstimateSettings): Date {
  return new Date(now.getTime() + estimatedDurationMs(pomodoros, settings));
}

/** "45 min", "2 h", "3 h 20 min". */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.max(0, Math.round(ms / MS_PER_MINUTE));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
