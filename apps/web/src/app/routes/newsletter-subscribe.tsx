import { Page } from '../../components/layout/page';
import { NewsletterLanding } from '../../features/newsletter/components/newsletter-landing';

export function NewsletterSubscribeRoute() {
  return (
    <Page
      title="Join Our Newsletter"
      eyebrow="The Focus Room newsletter"
      lead="Better focus, calmer study sessions and the newest room items, in your inbox about twice a month."
      width="wide"
    >
      <NewsletterLanding />
    </Page>
  );
}
