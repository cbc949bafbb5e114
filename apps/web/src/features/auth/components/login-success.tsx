import { PartyPopper } from 'lucide-react';
import { Confetti } from '../../../components/ui/confetti';
import { useT } from '../../../i18n/use-t';
import styles from './login-success.module.css';

/** Confetti (spec defaults: 200 pieces, gravity 0.1, friction 0.99) and the 'Login Successful!' popup. */
export function LoginSuccess() {
  const { t } = useT();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <>
      {reduceMotion ? null : (
        <Confetti
          // react-confetti positions its canvas inline; it must cover the viewport above the overlay.
          style={{ position: 'fixed', inset: 0, zIndex: 'var(--z-celebration)', pointerEvents: 'none' }}
          width={window.innerWidth}
          height={window.innerHeight}
          numberOfPieces={200}
          gravity={0.1}
          friction={0.99}
          recycle={false}
        />
      )}
      <div className={styles.popup} role="status">
        <PartyPopper size={28} aria-hidden="true" />
        <p className={styles.text}>{t('auth.loginSuccessful')}</p>
      </div>
    </>
  );
}
