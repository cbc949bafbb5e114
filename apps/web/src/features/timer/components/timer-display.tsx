import type { TimerView } from '@focus-room/core/timer/view';
import { CycleIndicator } from './cycle-indicator';
import styles from './timer-display.module.css';

const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function caption(view: TimerView): string {
  if (view.mode === 'countdown') return 'Countdown';
  if (view.mode === 'stopwatch') return 'Stopwatch';
  if (view.phase === 'longBreak') return 'Long break';
  if (view.phase === 'break') return view.isFinalBreak ? 'Final break' : 'Short break';
  return 'Focus';
}

function status(view: TimerView): string | null {
  if (view.isWaiting) return view.phase === 'focus' ? 'Focus starts in a moment' : 'Break starts in a moment';
  if (view.isPaused) return 'Paused';
  return null;
}

/** The mm:ss display inside a progress ring that drains as the phase runs (fills per minute for the stopwatch). */
export function TimerDisplay({ view }: { view: TimerView }) {
  const isBreak = view.phase !== 'focus';
  const shown = view.mode === 'stopwatch' ? view.progress : 1 - view.progress;
  const note = status(view);
  return (
    <div className={styles.ring} data-break={isBreak || undefined} data-running={view.isRunning || undefined}>
      <svg className={styles.svg} viewBox="0 0 100 100" aria-hidden="true">
        <circle className={styles.track} cx="50" cy="50" r={RADIUS} />
        <circle
          className={styles.progress}
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - shown)}
        />
      </svg>
      <div className={styles.center}>
        <span className={styles.caption}>{caption(view)}</span>
        <time
          className={styles.time}
          data-long={view.display.length > 5 || undefined}
          role="timer"
          aria-atomic="true"
          data-testid="timer-display"
        >
          {view.display}
        </time>
        {view.mode === 'pomodoro' ? (
          <CycleIndicator current={view.currentCycle} total={view.totalCycles} />
        ) : null}
        <span className={styles.status}>{note}</span>
      </div>
    </div>
  );
}
