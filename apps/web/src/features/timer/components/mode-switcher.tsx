import type { TimerMode } from '@focus-room/core/timer/state';
import type { TimerView } from '@focus-room/core/timer/view';
import type { MessageId } from '@lingui/core';
import { useT } from '../../../i18n/use-t';
import styles from './mode-switcher.module.css';

/** The pomodoro button is named after the phase: 'Break' during any break (core's phaseLabel). */
const PHASE_LABELS: Record<TimerView['phaseLabel'], MessageId> = {
  Pomodoro: 'timer.mode.pomodoro',
  Break: 'timer.mode.break',
};

type ModeSwitcherProps = {
  view: Pick<TimerView, 'mode' | 'phaseLabel' | 'isRunning'>;
  onSwitch: (mode: TimerMode) => void;
  /** Following a group session: the group's phase runs, and the note below the clock says so. */
  followsGroup?: boolean;
};

/** The three mode buttons; switching is only possible while the timer is not running. */
export function ModeSwitcher({ view, onSwitch, followsGroup = false }: ModeSwitcherProps) {
  const { t } = useT();
  const modes: { mode: TimerMode; label: MessageId }[] = [
    { mode: 'pomodoro', label: PHASE_LABELS[view.phaseLabel] },
    { mode: 'countdown', label: 'timer.mode.countdown' },
    { mode: 'stopwatch', label: 'timer.mode.stopwatch' },
  ];
  const locked = view.isRunning || followsGroup;
  // "Pause to switch" is no advice while following: the member cannot pause the group.
  const hint = followsGroup ? undefined : t('timer.mode.locked');
  return (
    <div className={styles.wrapper}>
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">{t('timer.mode.legend')}</legend>
        {modes.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            className={styles.mode}
            aria-pressed={view.mode === mode}
            // aria-disabled instead of disabled: the button stays focusable and its hint readable.
            aria-disabled={locked && view.mode !== mode ? true : undefined}
            title={locked ? hint : undefined}
            onClick={() => {
              if (!locked) onSwitch(mode);
            }}
          >
            {t(label)}
          </button>
        ))}
      </fieldset>
      <p className={styles.hint} aria-live="polite">
        {hint && locked ? (
          <>
            <span className={styles.long}>{hint}</span>
            <span className={styles.short}>{t('timer.mode.lockedShort')}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
