import { PRODUCT_NAME } from '@focus-room/core/product';
import { HomeSubPage } from '../../components/layout/home-sub-page';
import { StatsPanel } from '../../features/stats/components/stats-panel';
import { TimeZoneSync } from '../../features/stats/components/time-zone-sync';
import { useT } from '../../i18n/use-t';

/** /statistics: the full statistics view, opened from the profile (docs/product-rules.md#statistics). */
export function StatisticsRoute() {
  const { t } = useT();
  return (
    <HomeSubPage documentTitle={t('common.statisticsTitle', { product: PRODUCT_NAME })}>
      <StatsPanel full />
      <TimeZoneSync />
    </HomeSubPage>
  );
}
