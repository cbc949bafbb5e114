import { PRODUCT_NAME } from '@focus-room/core/product';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { StatsPanel } from '../../features/stats/components/stats-panel';
import { TimeZoneSync } from '../../features/stats/components/time-zone-sync';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import styles from './statistics.module.css';

/** /statistics: the full statistics view, opened from the profile (docs/product-rules.md#statistics). */
export function StatisticsRoute() {
  const { t } = useT();
  useDocumentTitle(t('common.statisticsTitle', { product: PRODUCT_NAME }));
  return (
    <div className={styles.page}>
      <ButtonLink to="/home" variant="ghost" size="small" className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('common.backToHomeLink')}
      </ButtonLink>
      <div className={styles.card}>
        <StatsPanel full />
        <TimeZoneSync />
      </div>
    </div>
  );
}
