import { NewsletterConfirmPage } from '../../features/newsletter/components/newsletter-confirm-page';

/** /newsletter/confirm (public, no guard): the double opt-in link of the confirmation mail. */
export function NewsletterConfirmRoute() {
  return <NewsletterConfirmPage />;
}
