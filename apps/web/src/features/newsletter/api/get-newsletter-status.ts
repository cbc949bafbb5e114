import type { NewsletterStatusResponse } from '@focus-room/core/api/newsletter';
import { newsletterStatusRoute } from '@focus-room/core/api/newsletter-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { newsletterKeys } from './newsletter-keys';

/** GET /api/newsletter/status: isSubscribed and, when subscribed, the address and date. */
export function getNewsletterStatus(): Promise<NewsletterStatusResponse> {
  return apiRequest(newsletterStatusRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/newsletter')).newsletterStatusResponseSchema,
  });
}

export const newsletterStatusQueryOptions = (userId: string) =>
  queryOptions({ queryKey: newsletterKeys.status(userId), queryFn: getNewsletterStatus, staleTime: 60_000 });

/** The signed-in user's status; idle while no user is known. */
export function useNewsletterStatus() {
  const userId = useSession().user?._id ?? '';
  return useQuery({ ...newsletterStatusQueryOptions(userId), enabled: userId !== '' });
}
