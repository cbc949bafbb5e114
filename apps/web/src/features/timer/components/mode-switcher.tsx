import type { TimerMode } from '@focus-room/core/timer/state';
import type { TimerView } from '@focus-room/core/timer/view';
import styles from './mode-switcher.module.css';

const HINT = 'Pause the timer to switch modes';

type ModeSwitcherProps = {
  view: Pick<TimerView, 'mode' | 'phaseLabel' | 'isRunning'>;
  onSwitch: (mode: TimerMode) => void;
};

/** The three mode buttons; switching is only possible while the timer is not running. */
export function ModeSwitcher({ view, onSwitch }: ModeSwitcherProps) {
  const modes: { mode: TimerMode; label: string }[] = [
    { mode: 'pomodoro', label: view.phaseLabel },
    { mode: 'countdown', label: 'Countdown' },
    { mode: 'stopwatch', label: 'Timer' },
  ];
  const locked = view.isRunning;
  return (
    <div className={styles.wrapper}>
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">Timer mode</legend>
        {modes.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            className={styles.mode}
            aria-pressed={view.mode === mode}
            // aria-disabled instead of disabled: the button stays focusable and its hint readable.
            aria-disabled={locked && view.mode !== mode ? true : undefined}
            title={locked ? HINT : undefined}
            onClick={() => {
              if (!locked) onSwitch(mode);
            }}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <p className={styles.hint} aria-live="polite">
        {locked ? (
          <>
            <span className={styles.long}>{HINT}</span>
            <span className={styles.short}>Pause to switch</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
