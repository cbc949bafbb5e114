import styles from './progress-bar.module.css';

type ProgressBarProps = {
  /** The accessible name, e.g. 'Login progress'. */
  label: string;
  /** 0–100. */
  value: number;
  /** How often the value moves: the bar glides over one step so it never jumps. */
  stepMs: number;
};

/** A determinate progress bar, as the login and upgrade overlays show while they work. */
export function ProgressBar({ label, value, stepMs }: ProgressBarProps) {
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={styles.bar} style={{ width: `${value}%`, transitionDuration: `${stepMs}ms` }} />
    </div>
  );
}
