import type { NewsletterTarget } from '../../../components/layout/footer';

/**
 * 'Join Our Newsletter' for a signed-in user (docs/product-rules.md#newsletter-pages-and-the-footer-link):
 * the status page when subscribed, the modal when not. An unreadable status counts as not subscribed; while
 * it is still loading the status page is the safe target, as it shows either state.
 */
export function signedInNewsletterTarget(
  status: { isSubscribed: boolean } | 'loading' | 'failed',
  openModal: () => void,
): NewsletterTarget {
  if (status === 'loading') return { kind: 'link', to: '/newsletter' };
  if (status !== 'failed' && status.isSubscribed) return { kind: 'link', to: '/newsletter' };
  return { kind: 'action', onSelect: openModal };
}
