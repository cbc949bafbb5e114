import { MessageLink, Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import styles from './cookie-policy.module.css';

/** The policy text above the preference switches (its texts are in the legal catalog, with the page). */
export function CookiePolicy() {
  const { t } = useT();
  return (
    <section className={styles.policy} aria-labelledby="cookie-policy-title">
      <h2 id="cookie-policy-title">{t('legal.cookiePolicy.title')}</h2>
      <p>
        <Trans id="legal.cookiePolicy.storage" components={{ 0: <code />, 1: <code />, 2: <code /> }} />
      </p>
      <p>
        <Trans
          id="legal.cookiePolicy.thirdParties"
          components={{ 0: <MessageLink href="/data-privacy" /> }}
        />
      </p>
      <p>{t('legal.cookiePolicy.choice')}</p>
    </section>
  );
}
