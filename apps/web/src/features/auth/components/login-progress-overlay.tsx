import styles from './login-progress-overlay.module.css';

/** The 'Logging in' overlay with its progress bar. */
export function LoginProgressOverlay({ progress, success }: { progress: number; success: boolean }) {
  return (
    <div className={styles.backdrop}>
      <div className={styles.panel} role="status" aria-live="polite">
        <h2 className={styles.title}>Logging in</h2>
        <div
          className={styles.track}
          role="progressbar"
          aria-label="Login progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.bar} style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.text}>{success ? 'Success! Redirecting...' : 'Authenticating...'}</p>
      </div>
    </div>
  );
}
