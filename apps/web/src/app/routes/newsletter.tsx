import { NewsletterStatusPage } from '../../features/newsletter/components/newsletter-status-page';

/** /newsletter (signed-in only, see router.tsx): the subscription status page. */
export function NewsletterRoute() {
  return <NewsletterStatusPage />;
}
