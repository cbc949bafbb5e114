import * as Tabs from '@radix-ui/react-tabs';
import { ChartColumn, Flag, LayoutDashboard, Mail, MessageSquareText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { useLocation } from '../../../lib/routing';
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB, parseAdminTab } from '../lib/admin-tabs';
import styles from './admin-dashboard.module.css';
import { AnalyticsTab } from './analytics-tab';
import { DashboardTab } from './dashboard-tab';
import { NewsletterTab } from './newsletter-tab';
import { ReportsTab } from './reports-tab';
import { ReviewsTab } from './reviews-tab';
import { UsersTab } from './users-tab';

const ICONS: Record<AdminTab, ReactNode> = {
  dashboard: <LayoutDashboard size={18} />,
  users: <Users size={18} />,
  analytics: <ChartColumn size={18} />,
  newsletter: <Mail size={18} />,
  reviews: <MessageSquareText size={18} />,
  reports: <Flag size={18} />,
};

/**
 * The admin area's tabs (docs/product-rules.md#admin). The open tab lives in `?tab=`, so a reload or a shared
 * link opens the same tab. Radix mounts only the open panel, so each tab loads its data when it is opened.
 */
export function AdminDashboard() {
  const { t } = useT();
  const { path, query, route } = useLocation();
  const tab = parseAdminTab(query.tab ?? null);

  const select = (value: string) => {
    const next = parseAdminTab(value);
    const params = new URLSearchParams(query);
    if (next === DEFAULT_ADMIN_TAB) params.delete('tab');
    else params.set('tab', next);
    const search = params.toString();
    // Switching tabs is not a new page: Back leaves the admin area instead of walking the tabs (and a
    // replaced address keeps the scroll position).
    route(search ? `${path}?${search}` : path, true);
  };

  return (
    <Tabs.Root value={tab} onValueChange={select} className={styles.root}>
      <Tabs.List className={styles.list} aria-label={t('admin.tabs.label')}>
        {ADMIN_TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} className={styles.trigger}>
            <span className={styles.triggerIcon} aria-hidden="true">
              {ICONS[value]}
            </span>
            {t(label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="dashboard" className={styles.panel}>
        <DashboardTab />
      </Tabs.Content>
      <Tabs.Content value="users" className={styles.panel}>
        <UsersTab />
      </Tabs.Content>
      <Tabs.Content value="analytics" className={styles.panel}>
        <AnalyticsTab />
      </Tabs.Content>
      <Tabs.Content value="newsletter" className={styles.panel}>
        <NewsletterTab />
      </Tabs.Content>
      <Tabs.Content value="reviews" className={styles.panel}>
        <ReviewsTab />
      </Tabs.Content>
      <Tabs.Content value="reports" className={styles.panel}>
        <ReportsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
