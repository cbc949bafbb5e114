import { unsubscribeNewsletterRoute } from '@focus-room/core/api/newsletter-plain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter/unsubscribe: empty body, answers `{ message }`. */
export function unsubscribeNewsletter(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(unsubscribeNewsletterRoute);
}

/** The status is not touched here: the page re-reads it 1 s later. */
export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
