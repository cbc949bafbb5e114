import { useEffect } from 'react';
import { preloadConfetti } from '../../../components/ui/confetti';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/use-t';
import styles from './login-progress-overlay.module.css';

/** The 'Logging in' overlay with its progress bar. */
export function LoginProgressOverlay({ progress, success }: { progress: number; success: boolean }) {
  const { t } = useT();
  // The success that may follow has confetti: its chunk comes while the login runs.
  useEffect(() => preloadConfetti(), []);
  return (
    <div className={styles.backdrop}>
      <div className={styles.panel} role="status" aria-live="polite">
        <h2 className={styles.title}>{t('auth.loggingInTitle')}</h2>
        <ProgressBar label={t('auth.loginProgress')} value={progress} stepMs={100} />
        <p className={styles.text}>{success ? t('auth.loginRedirecting') : t('auth.loginAuthenticating')}</p>
      </div>
    </div>
  );
}
