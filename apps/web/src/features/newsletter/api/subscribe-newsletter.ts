import {
  type NewsletterStatusResponse,
  type NewsletterSubscribeResponse,
  newsletterSubscribeResponseSchema,
} from '@focus-room/core/api/newsletter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { newsletterKeys } from './newsletter-keys';

/** POST /api/newsletter/subscribe (001 §7). Subscribing again only changes the address. */
export function subscribeNewsletter(email: string): Promise<NewsletterSubscribeResponse> {
  return apiRequest('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email },
    schema: newsletterSubscribeResponseSchema,
  });
}

export function useSubscribeNewsletter() {
  const queryClient = useQueryClient();
  const userId = useSession().user?._id;
  return useMutation({
    mutationFn: subscribeNewsletter,
    // The answer carries the new subscription: the footer and the status page switch at once.
    onSuccess: ({ subscription }) => {
      if (!userId) return;
      queryClient.setQueryData<NewsletterStatusResponse>(newsletterKeys.status(userId), {
        isSubscribed: true,
        subscription,
      });
    },
  });
}
