import type { TimerView } from './view';

/**
 * mm:ss with at least two minute digits. Minutes are not wrapped into hours: a 125-minute pomodoro reads
 * '125:00', which is what the mm:ss display of the spec can show for lengths up to 9999 minutes.
 */
export const formatClock = (totalSeconds: number): string => {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
};

const TITLE_LABELS = {
  focus: 'Focus',
  break: 'Break',
  longBreak: 'Long break',
  countdown: 'Countdown',
  stopwatch: 'Stopwatch',
} as const;

/** Browser tab title: the time while running ("12:34 · Focus"), the plain app title otherwise. */
export const formatTimerTitle = (
  view: Pick<TimerView, 'mode' | 'phase' | 'display' | 'isRunning'>,
  baseTitle = 'Focus Room',
): string => {
  if (!view.isRunning) return baseTitle;
  const label = view.mode === 'pomodoro' ? TITLE_LABELS[view.phase] : TITLE_LABELS[view.mode];
  return `${view.display} · ${label}`;
};
