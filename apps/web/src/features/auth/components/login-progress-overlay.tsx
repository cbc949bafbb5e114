import { ProgressBar } from '../../../components/ui/progress-bar';
import styles from './login-progress-overlay.module.css';

/** The 'Logging in' overlay with its progress bar. */
export function LoginProgressOverlay({ progress, success }: { progress: number; success: boolean }) {
  return (
    <div className={styles.backdrop}>
      <div className={styles.panel} role="status" aria-live="polite">
        <h2 className={styles.title}>Logging in</h2>
        <ProgressBar label="Login progress" value={progress} stepMs={100} />
        <p className={styles.text}>{success ? 'Success! Redirecting...' : 'Authenticating...'}</p>
      </div>
    </div>
  );
}
