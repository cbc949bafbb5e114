import { RECENT_SUBSCRIBER_DAYS } from '@focus-room/core/api/newsletter';
import { Mail, Percent, Sparkles, Users } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../i18n/use-t';
import { adminKeys } from '../api/admin-keys';
import { useNewsletterStats } from '../api/get-newsletter-stats';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { formatNumber, formatRateText } from '../lib/format';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { StatCard, StatGrid } from './stat-card';
import { SubscriberTable } from './subscriber-table';

/**
 * The Newsletter Subscribers tab: stats cards and the searchable table
 * (docs/product-rules.md#admin-newsletter-subscribers).
 */
export function NewsletterTab() {
  const { t } = useT();
  const stats = useNewsletterStats();
  const subscribers = useNewsletterSubscribers();

  const failed = (stats.isError && !stats.data) || (subscribers.isError && !subscribers.data);
  const retry = () => {
    if (stats.isError) void stats.refetch();
    if (subscribers.isError) void subscribers.refetch();
  };
  if (failed) {
    return (
      <LoadError
        message={t('admin.newsletter.loadFailed')}
        onRetry={retry}
        retrying={stats.isFetching || subscribers.isFetching}
      />
    );
  }

  const s = stats.data;
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="admin-newsletter">
        <SectionHeader
          id="admin-newsletter"
          title={t('admin.newsletter.title')}
          description={t('admin.newsletter.description')}
          action={<RefreshButton queryKeys={[adminKeys.newsletterStats, adminKeys.newsletterSubscribers]} />}
        />
        <StatGrid>
          <StatCard
            label={t('admin.newsletter.totalSubscribers')}
            caption={t('admin.newsletter.totalSubscribersCaption')}
            icon={<Mail size={18} />}
            pending={stats.isPending}
            value={s && formatNumber(s.totalSubscribers)}
            testId="stat-total-subscribers"
          />
          <StatCard
            label={t('admin.newsletter.rate')}
            caption={t('admin.newsletter.rateCaption')}
            icon={<Percent size={18} />}
            pending={stats.isPending}
            value={s && formatRateText(s.subscriptionRate)}
            testId="stat-subscription-rate"
          />
          <StatCard
            label={t('admin.newsletter.recent')}
            caption={t('admin.newsletter.recentCaption', { days: RECENT_SUBSCRIBER_DAYS })}
            icon={<Sparkles size={18} />}
            pending={stats.isPending}
            value={s && formatNumber(s.recentSubscribers)}
            testId="stat-recent-subscribers"
          />
          <StatCard
            label={t('admin.newsletter.totalUsers')}
            caption={t('admin.verifiedAccounts')}
            icon={<Users size={18} />}
            pending={stats.isPending}
            value={s && formatNumber(s.totalUsers)}
            testId="stat-total-users"
          />
        </StatGrid>
      </section>
      <section className={styles.section} aria-labelledby="admin-subscribers">
        <SectionHeader
          id="admin-subscribers"
          title={t('admin.subscribers.title')}
          description={t('admin.subscribers.description')}
        />
        <div className={styles.surface}>
          {subscribers.data ? (
            <SubscriberTable rows={subscribers.data} />
          ) : (
            <p className={styles.count}>{t('admin.subscribers.loading')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
