import { CircleAlert, RotateCcw } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import styles from './load-error.module.css';

/** A failed load: what went wrong and a 'Try Again' button to ask again. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useT();
  return (
    <div className={styles.box} role="alert">
      <CircleAlert size={28} className={styles.icon} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying}>
        <RotateCcw size={16} aria-hidden="true" />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
