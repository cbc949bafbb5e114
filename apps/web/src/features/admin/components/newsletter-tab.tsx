import { NEWSLETTER_MESSAGES, RECENT_SUBSCRIBER_DAYS } from '@focus-room/core/api/newsletter';
import { Mail, Percent, Sparkles, Users } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-error';
import { adminKeys } from '../api/admin-keys';
import { useNewsletterStats } from '../api/get-newsletter-stats';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { formatNumber } from '../lib/format';
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
        message={NEWSLETTER_MESSAGES.adminLoadFailed}
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
          title="Newsletter"
          description="Current subscribers; an unsubscribed address leaves the list."
          action={<RefreshButton queryKeys={[adminKeys.newsletterStats, adminKeys.newsletterSubscribers]} />}
        />
        <StatGrid>
          <StatCard
            label="Total subscribers"
            caption="current newsletter subscribers"
            icon={<Mail size={18} />}
            pending={stats.isPending}
            value={s && formatNumber(s.totalSubscribers)}
            testId="stat-total-subscribers"
          />
          <StatCard
            label="Subscription rate"
            caption="of users are subscribed"
            icon={<Percent size={18} />}
            pending={stats.isPending}
            value={s?.subscriptionRate}
            testId="stat-subscription-rate"
          />
          <StatCard
            label="Recent subscribers"
            caption={`subscribed in the last ${RECENT_SUBSCRIBER_DAYS} days`}
            icon={<Sparkles size={18} />}
            pending={stats.isPending}
            value={s && formatNumber(s.recentSubscribers)}
            testId="stat-recent-subscribers"
          />
          <StatCard
            label="Total users"
            caption="verified accounts"
            icon={<Users size={18} />}
            pending={stats.isPending}
            value={s && formatNumber(s.totalUsers)}
            testId="stat-total-users"
          />
        </StatGrid>
      </section>
      <section className={styles.section} aria-labelledby="admin-subscribers">
        <SectionHeader id="admin-subscribers" title="Subscribers" description="Newest subscription first." />
        <div className={styles.surface}>
          {subscribers.data ? (
            <SubscriberTable rows={subscribers.data} />
          ) : (
            <p className={styles.count}>Loading subscribers…</p>
          )}
        </div>
      </section>
    </div>
  );
}
