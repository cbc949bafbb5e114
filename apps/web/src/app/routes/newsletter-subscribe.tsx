import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import { Page } from '../../components/layout/page';
import { NewsletterLanding } from '../../features/newsletter/components/newsletter-landing';

export function NewsletterSubscribeRoute() {
  return (
    <Page
      title="Join Our Newsletter"
      eyebrow="The Focus Room newsletter"
      lead={`Better focus, calmer study sessions and the newest room items, in your inbox ${NEWSLETTER_FREQUENCY}.`}
      width="wide"
    >
      <NewsletterLanding />
    </Page>
  );
}
