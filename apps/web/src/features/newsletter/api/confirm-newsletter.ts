import { type MessageResponse, messageResponseSchema } from '@focus-room/core/api/common';
import { confirmNewsletterRoute } from '@focus-room/core/api/newsletter-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { newsletterKeys } from './newsletter-keys';

/**
 * POST /api/newsletter/confirm: the double opt-in link. Public, so no token is needed: the link may be
 * opened signed out or in another browser.
 */
export function confirmNewsletter(token: string): Promise<MessageResponse> {
  return apiRequest(confirmNewsletterRoute, {
    body: { token },
    schema: messageResponseSchema,
  });
}

export function useConfirmNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmNewsletter,
    // A signed-in tab shows the new subscription at once on its next look at the status. The footer asks
    // for the status as the page opens, maybe before the server confirmed: a first fetch still under way
    // ignores an invalidation, so it is cancelled first and the status read again.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: newsletterKeys.all });
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    },
  });
}
