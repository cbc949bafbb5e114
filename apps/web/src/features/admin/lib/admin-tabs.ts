/** The tabs in order; `label` is the message id of the tab's name. */
export const ADMIN_TABS = [
  { value: 'dashboard', label: 'admin.tabs.dashboard' },
  { value: 'users', label: 'admin.tabs.users' },
  { value: 'analytics', label: 'admin.tabs.analytics' },
  { value: 'newsletter', label: 'admin.tabs.newsletter' },
  { value: 'reviews', label: 'admin.tabs.reviews' },
  { value: 'reports', label: 'reports.tab' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
export const DEFAULT_ADMIN_TAB: AdminTab = 'dashboard';

/** The tab named by `?tab=`; anything unknown (or nothing) opens the Dashboard. */
export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}
