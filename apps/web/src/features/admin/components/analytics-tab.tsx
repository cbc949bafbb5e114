import { Coffee, Coins, ListChecks, Timer, TimerReset, Trophy } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { adminKeys } from '../api/admin-keys';
import { useAnalytics } from '../api/get-analytics';
import { formatNumber } from '../lib/format';
import { CollectionPurchases } from './collection-purchases';
import { LoginFrequency } from './login-frequency';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { FiguresAlert, StatCard, StatGrid } from './stat-card';

/**
 * The Analytics tab: session figures computed from real data, and login frequency
 * (docs/product-rules.md#admin-analytics).
 */
export function AnalyticsTab() {
  const { t } = useT();
  const analytics = useAnalytics();
  const data = analytics.data;
  const common = {
    pending: analytics.isPending,
    error: analytics.isError ? t('admin.analytics.failed') : null,
  };
  const minutes = (value: number) => t('admin.minutes', { minutes: formatNumber(value) });

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="admin-analytics">
        <SectionHeader
          id="admin-analytics"
          title={t('admin.analytics.title')}
          description={t('admin.analytics.description')}
          action={<RefreshButton queryKeys={[adminKeys.analytics]} />}
        />
        <FiguresAlert message={analytics.isError ? t('admin.analytics.someFailed') : null} />
        <StatGrid columns={3}>
          <StatCard
            {...common}
            label={t('admin.analytics.sessions')}
            caption={t('admin.analytics.sessionsCaption')}
            icon={<Timer size={18} />}
            value={data && formatNumber(data.sessions)}
            testId="stat-sessions"
          />
          <StatCard
            {...common}
            label={t('admin.analytics.focus')}
            caption={t('admin.analytics.focusCaption')}
            icon={<TimerReset size={18} />}
            value={data && minutes(data.averageFocusMinutes)}
            testId="stat-focus"
          />
          <StatCard
            {...common}
            label={t('admin.analytics.break')}
            caption={t('admin.analytics.breakCaption')}
            icon={<Coffee size={18} />}
            value={data && minutes(data.averageBreakMinutes)}
            testId="stat-break"
          />
          <StatCard
            {...common}
            label={t('admin.analytics.todos')}
            caption={t('admin.analytics.todosCaption')}
            icon={<ListChecks size={18} />}
            value={data && formatNumber(data.todosPerSession)}
            testId="stat-todos"
          />
          <StatCard
            {...common}
            label={t('admin.analytics.averageCoins')}
            caption={t('admin.analytics.averageCoinsCaption')}
            icon={<Coins size={18} />}
            value={data && formatNumber(data.averageCoins)}
            testId="stat-average-coins"
          />
          <StatCard
            {...common}
            label={t('admin.analytics.highestCoins')}
            caption={t('admin.analytics.highestCoinsCaption')}
            icon={<Trophy size={18} />}
            value={data && formatNumber(data.highestCoins)}
            testId="stat-highest-coins"
          />
        </StatGrid>
      </section>
      <CollectionPurchases />
      <LoginFrequency />
    </div>
  );
}
