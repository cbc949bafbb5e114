import { Page } from '../../components/layout/page';
import { NewsletterLanding } from '../../features/newsletter/components/newsletter-landing';
import { useT } from '../../i18n/use-t';

export function NewsletterSubscribeRoute() {
  const { t } = useT();
  // The lead names the newsletter's rhythm, NEWSLETTER_FREQUENCY of core/api/newsletter, in each language.
  return (
    <Page
      title={t('common.joinNewsletter')}
      eyebrow={t('common.newsletterEyebrow')}
      lead={t('common.newsletterLead')}
      width="wide"
    >
      <NewsletterLanding />
    </Page>
  );
}
