import type { NewsletterStatusResponse, NewsletterSubscribeResponse } from '@focus-room/core/api/newsletter';
import { subscribeNewsletterRoute } from '@focus-room/core/api/newsletter-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getLanguage } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { newsletterKeys } from './newsletter-keys';

/**
 * POST /api/newsletter/subscribe (docs/product-rules.md#subscribing). The account's own address is subscribed
 * at once; another one only gets a confirmation link (the answer's `pendingEmail`), and the current
 * subscription stays.
 */
export function subscribeNewsletter(email: string): Promise<NewsletterSubscribeResponse> {
  return apiRequest(subscribeNewsletterRoute, {
    // The newsletter's mails come in the language on screen (decision 041).
    body: { email, language: getLanguage() },
    loadSchema: async () =>
      (await import('@focus-room/core/api/newsletter')).newsletterSubscribeResponseSchema,
  });
}

export function useSubscribeNewsletter() {
  const queryClient = useQueryClient();
  const userId = useSession().user?._id;
  return useMutation({
    mutationFn: subscribeNewsletter,
    // The answer is the status after the call: the footer and the status page switch at once.
    onSuccess: ({ subscription, pendingEmail }) => {
      if (!userId) return;
      queryClient.setQueryData<NewsletterStatusResponse>(newsletterKeys.status(userId), (before) => ({
        isSubscribed: subscription !== null,
        subscription,
        pendingEmail,
        // Whoever subscribes has been asked, by the prompt or by choosing to.
        prompted: before?.prompted ?? true,
      }));
    },
  });
}
