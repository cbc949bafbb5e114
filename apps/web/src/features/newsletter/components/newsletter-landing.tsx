import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { NEWSLETTER_BENEFITS } from '../lib/newsletter-benefits';
import styles from './newsletter-landing.module.css';

/** /newsletter/subscribe for everyone: subscriptions belong to accounts, so it leads to register or login. */
export function NewsletterLanding() {
  return (
    <div className={styles.layout}>
      <ul className={styles.benefits}>
        {NEWSLETTER_BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.benefit}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={20} />
            </span>
            <div>
              <h2 className={styles.benefitTitle}>{title}</h2>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <aside className={styles.cta} aria-labelledby="newsletter-cta-title">
        <MailCheck size={32} aria-hidden="true" className={styles.ctaIcon} />
        <h2 id="newsletter-cta-title" className={styles.ctaTitle}>
          Subscribe in your account
        </h2>
        <p>
          Create a free account, or log in, and subscribe with one click. You can unsubscribe at any time.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/register" block>
            Create a free account
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" block>
            Log in to subscribe
          </ButtonLink>
        </div>
        <p className={styles.fineprint}>
          No spam. We use your email only for the newsletter; see the{' '}
          <Link to="/data-privacy">Privacy Notice</Link>.
        </p>
      </aside>
    </div>
  );
}
