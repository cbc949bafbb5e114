export const ADMIN_TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'users', label: 'Users' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'newsletter', label: 'Newsletter Subscribers' },
  { value: 'reviews', label: 'Reviews' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
export const DEFAULT_ADMIN_TAB: AdminTab = 'dashboard';

/** The tab named by `?tab=`; anything unknown (or nothing) opens the Dashboard. */
export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}
