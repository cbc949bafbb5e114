import {
  type NewsletterSubscriberRow,
  newsletterSubscribersResponseSchema,
  newsletterSubscribersRoute,
} from '@focus-room/core/api/newsletter';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

/** GET /api/newsletter/admin/subscribers: every current subscriber, newest first. */
export async function getNewsletterSubscribers(): Promise<NewsletterSubscriberRow[]> {
  const { subscribers } = await apiRequest(newsletterSubscribersRoute, {
    schema: newsletterSubscribersResponseSchema,
  });
  return subscribers;
}

export const newsletterSubscribersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.newsletterSubscribers,
    queryFn: getNewsletterSubscribers,
    staleTime: ADMIN_STALE_TIME,
    // The tab has its own Try Again button: a failure shows at once instead of after retries.
    retry: false,
  });

export function useNewsletterSubscribers() {
  return useQuery(newsletterSubscribersQueryOptions());
}
