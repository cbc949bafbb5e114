import { PRODUCT_NAME } from '@focus-room/core/product';
import { Home, RotateCcw } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import { Button, ButtonLink } from '../ui/button';
import styles from './error-panel.module.css';

type ErrorPanelProps = {
  code: string;
  title: string;
  text: string;
  onRetry?: () => void;
};

/** The shared look of 'Page Not Found', /server-error and the crash boundary. */
export function ErrorPanel({ code, title, text, onRetry }: ErrorPanelProps) {
  const { t } = useT();
  useDocumentTitle(t('common.pageTitle', { title, product: PRODUCT_NAME }));
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          {onRetry ? (
            <Button onClick={onRetry}>
              <RotateCcw size={18} aria-hidden="true" />
              {t('common.retry')}
            </Button>
          ) : null}
          <ButtonLink to="/" variant={onRetry ? 'secondary' : 'primary'}>
            <Home size={18} aria-hidden="true" />
            {t('common.backToHome')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
