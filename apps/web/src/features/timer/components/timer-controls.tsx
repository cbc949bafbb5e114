import type { TimerView } from '@focus-room/core/timer/view';
import { Pause, Play, RotateCcw, Settings } from 'lucide-react';
import { Button, IconButton } from '../../../components/ui/button';
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
  return (
    <div className={styles.controls}>
      {view.isRunning ? (
        <Button className={`${styles.main} ${styles.compact}`} onClick={onPause} aria-keyshortcuts="Space">
          <Pause size={18} aria-hidden="true" />
          Pause
        </Button>
      ) : (
        <Button className={`${styles.main} ${styles.compact}`} onClick={onStart} aria-keyshortcuts="Space">
          <Play size={18} aria-hidden="true" />
          {view.startLabel}
        </Button>
      )}
      <Button variant="secondary" className={styles.compact} onClick={onReset} aria-keyshortcuts="R">
        <RotateCcw size={18} aria-hidden="true" />
        Reset
      </Button>
      <IconButton aria-label="Timer settings" title="Timer settings" onClick={onOpenSettings}>
        <Settings size={20} aria-hidden="true" />
      </IconButton>
    </div>
  );
}
