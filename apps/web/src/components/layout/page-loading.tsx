import { useT } from '../../i18n/use-t';
import styles from './page-loading.module.css';

/** Shown while a page's chunk loads; it fades in late so fast loads never flash a spinner. */
export function PageLoading() {
  const { t } = useT();
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
