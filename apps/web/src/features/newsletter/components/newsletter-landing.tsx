import { MailCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { MessageLink, Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { NEWSLETTER_BENEFITS } from '../lib/newsletter-benefits';
import styles from './newsletter-landing.module.css';

/** /newsletter/subscribe for everyone: subscriptions belong to accounts, so it leads to register or login. */
export function NewsletterLanding() {
  const { t } = useT();
  return (
    <div className={styles.layout}>
      <ul className={styles.benefits}>
        {NEWSLETTER_BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.benefit}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={20} />
            </span>
            <div>
              <h2 className={styles.benefitTitle}>{t(title)}</h2>
              <p>{t(text, { frequency: t('newsletter.frequency') })}</p>
            </div>
          </li>
        ))}
      </ul>
      <aside className={styles.cta} aria-labelledby="newsletter-cta-title">
        <MailCheck size={32} aria-hidden="true" className={styles.ctaIcon} />
        <h2 id="newsletter-cta-title" className={styles.ctaTitle}>
          {t('newsletter.ctaTitle')}
        </h2>
        <p>{t('newsletter.ctaText')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/register" block>
            {t('newsletter.ctaRegister')}
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" block>
            {t('newsletter.ctaLogin')}
          </ButtonLink>
        </div>
        <p className={styles.fineprint}>
          <Trans id="newsletter.ctaFineprint" components={{ 0: <MessageLink href="/data-privacy" /> }} />
        </p>
      </aside>
    </div>
  );
}
