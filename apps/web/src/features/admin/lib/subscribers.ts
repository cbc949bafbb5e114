import type { NewsletterSubscriberRow } from '@focus-room/core/api/newsletter';
import { translate } from '../../../i18n/i18n';

/** The subscriber table's client-side search: username, user email and newsletter email. */
export function filterSubscribers(
  rows: readonly NewsletterSubscriberRow[],
  query: string,
): NewsletterSubscriberRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.username, row.userEmail, row.newsletterEmail].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** The count line above the table: '1 subscriber', '12 subscribers', '0 subscribers'. */
export const subscriberCountLine = (count: number): string => translate('admin.subscribers.count', { count });
