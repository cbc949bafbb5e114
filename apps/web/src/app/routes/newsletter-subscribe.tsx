import { PRODUCT_NAME } from '@focus-room/core/product';
import { Page } from '../../components/layout/page';
import { NewsletterLanding } from '../../features/newsletter/components/newsletter-landing';
import { useT } from '../../i18n/use-t';

export function NewsletterSubscribeRoute() {
  const { t } = useT();
  return (
    <Page
      title={t('newsletter.joinTitle')}
      eyebrow={t('newsletter.eyebrow', { product: PRODUCT_NAME })}
      lead={t('newsletter.landingLead', { frequency: t('newsletter.frequency') })}
      width="wide"
    >
      <NewsletterLanding />
    </Page>
  );
}
