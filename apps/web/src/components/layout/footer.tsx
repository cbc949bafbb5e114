import { PRODUCT_NAME } from '@focus-room/core/product';
import { Mail } from 'lucide-react';
import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import styles from './footer.module.css';
import { LogoMark } from './logo';

/**
 * What 'Join Our Newsletter' does. Visitors get the default link to the landing page; the app layout
 * passes `{ kind: 'link', to: '/newsletter' }` for subscribed users and
 * `{ kind: 'action', onSelect: openNewsletterModal }` for signed-in users who are not subscribed.
 */
export type NewsletterTarget = { kind: 'link'; to: string } | { kind: 'action'; onSelect: () => void };

export const VISITOR_NEWSLETTER_TARGET: NewsletterTarget = { kind: 'link', to: '/newsletter/subscribe' };

const LEGAL_LINKS = [
  { to: '/data-privacy', label: 'common.footerPrivacy' },
  { to: '/terms-and-conditions', label: 'common.footerTerms' },
  { to: '/contact-us', label: 'common.footerContact' },
  { to: '/imprint', label: 'common.footerImprint' },
  { to: '/cookies', label: 'common.footerCookies' },
] as const;

type FooterProps = {
  newsletter?: NewsletterTarget;
  /**
   * Set to whichever 'Join Our Newsletter' element is rendered. Subscribing swaps the button for a link,
   * so a dialog opened from the button gives focus back here instead of to <body>.
   */
  newsletterRef?: RefObject<HTMLElement | null>;
};

export function Footer({ newsletter = VISITOR_NEWSLETTER_TARGET, newsletterRef }: FooterProps) {
  const { t } = useT();
  const setNewsletterElement = (element: HTMLElement | null) => {
    if (newsletterRef) newsletterRef.current = element;
  };
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <LogoMark size={28} />
          <div>
            <p className={styles.name}>{PRODUCT_NAME}</p>
            <p className={styles.tagline}>{t('common.footerTagline')}</p>
          </div>
        </div>
        <nav aria-label={t('common.navFooter')} className={styles.nav}>
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={styles.link}>
                  {t(link.label)}
                </a>
              </li>
            ))}
            <li>
              {newsletter.kind === 'link' ? (
                <a href={newsletter.to} className={styles.newsletter} ref={setNewsletterElement}>
                  <Mail size={16} aria-hidden="true" />
                  {t('common.joinNewsletter')}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.newsletter}
                  onClick={newsletter.onSelect}
                  ref={setNewsletterElement}
                >
                  <Mail size={16} aria-hidden="true" />
                  {t('common.joinNewsletter')}
                </button>
              )}
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        {t('common.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
      </p>
    </footer>
  );
}
