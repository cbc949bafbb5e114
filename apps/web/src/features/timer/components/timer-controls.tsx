import type { TimerView } from '@focus-room/core/timer/view';
import { Pause, Play, RotateCcw, Settings } from 'lucide-react';
import { Button, IconButton } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import styles from './timer-panel.module.css';

type TimerControlsProps = {
  view: Pick<TimerView, 'isRunning' | 'startLabel'>;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
  onOpenSettings: () => void;
};

/** Start or Resume / Pause, Reset and the settings button. */
export function TimerControls({ view, onStart, onPause, onReset, onOpenSettings }: TimerControlsProps) {
  const { t } = useT();
  const settingsLabel = t('timer.controls.settings');
  return (
    <div className={styles.controls}>
      {view.isRunning ? (
        <Button className={`${styles.main} ${styles.compact}`} onClick={onPause} aria-keyshortcuts="Space">
          <Pause size={18} aria-hidden="true" />
          {t('timer.controls.pause')}
        </Button>
      ) : (
        <Button className={`${styles.main} ${styles.compact}`} onClick={onStart} aria-keyshortcuts="Space">
          <Play size={18} aria-hidden="true" />
          {t(view.startLabel === 'Resume' ? 'timer.controls.resume' : 'timer.controls.start')}
        </Button>
      )}
      <Button
        variant="secondary"
        className={`${styles.compact} ${styles.reset}`}
        onClick={onReset}
        aria-keyshortcuts="R"
        title={t('timer.controls.reset')}
      >
        <RotateCcw size={18} aria-hidden="true" />
        <span className={styles.resetLabel}>{t('timer.controls.reset')}</span>
      </Button>
      <IconButton aria-label={settingsLabel} title={settingsLabel} onClick={onOpenSettings}>
        <Settings size={20} aria-hidden="true" />
      </IconButton>
    </div>
  );
}
