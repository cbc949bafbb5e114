import type { TimerView } from '@focus-room/core/timer/view';
import type { MessageId } from '@lingui/core';
import { useT } from '../../../i18n/use-t';
import { CycleIndicator } from './cycle-indicator';
import styles from './timer-display.module.css';

const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function caption(view: TimerView): MessageId {
  if (view.mode === 'countdown') return 'timer.caption.countdown';
  if (view.mode === 'stopwatch') return 'timer.caption.stopwatch';
  if (view.phase === 'longBreak') return 'timer.caption.longBreak';
  if (view.phase === 'break')
    return view.isFinalBreak ? 'timer.caption.finalBreak' : 'timer.caption.shortBreak';
  return 'timer.caption.focus';
}

function status(view: TimerView): MessageId | null {
  if (view.isWaiting) return view.phase === 'focus' ? 'timer.status.focusSoon' : 'timer.status.breakSoon';
  if (view.isPaused) return 'timer.status.paused';
  return null;
}

/** The mm:ss display inside a progress ring that drains as the phase runs (fills per minute for the stopwatch). */
export function TimerDisplay({ view }: { view: TimerView }) {
  const { t } = useT();
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
        <span className={styles.caption}>{t(caption(view))}</span>
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
        <span className={styles.status}>{note ? t(note) : null}</span>
      </div>
    </div>
  );
}
