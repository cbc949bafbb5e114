import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { readCookiePreferences, saveCookiePreferences } from '../../../lib/cookie-preferences';
import styles from './cookie-preferences-form.module.css';

type Optional = 'analytics' | 'marketing';

// The /cookies page loads only the legal catalogs: these texts are in the shell's, loaded everywhere.
const CATEGORIES = [
  { key: 'necessary', title: 'common.cookiesNecessary', text: 'common.cookiesNecessaryText' },
  { key: 'analytics', title: 'common.cookiesAnalytics', text: 'common.cookiesAnalyticsText' },
  { key: 'marketing', title: 'common.cookiesMarketing', text: 'common.cookiesMarketingText' },
] as const satisfies readonly { key: 'necessary' | Optional; title: string; text: string }[];

export function CookiePreferencesForm() {
  const { t } = useT();
  const [choice, setChoice] = useState(() => {
    const { analytics, marketing } = readCookiePreferences();
    return { analytics, marketing };
  });
  const [saved, setSaved] = useState(false);
  const idPrefix = useId();

  const toggle = (key: Optional) => {
    setChoice((current) => ({ ...current, [key]: !current[key] }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveCookiePreferences(choice);
    // Allowing analytics starts the reports at once; withdrawing stops them and forgets the visitor id.
    void import('../../../lib/usage/usage-report').then((usage) => usage.syncUsageReports());
    setSaved(true);
  };

  return (
    <form onSubmit={submit} className={styles.form} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className={styles.title}>
        {t('common.cookiesYourPreferences')}
      </h2>
      <ul className={styles.list}>
        {CATEGORIES.map(({ key, title, text }) => {
          const id = `${idPrefix}-${key}`;
          const locked = key === 'necessary';
          return (
            <li key={key} className={styles.row}>
              <div>
                <label htmlFor={id} className={styles.label}>
                  {t(title)}
                  {locked ? <span className={styles.badge}>{t('common.cookiesAlwaysOn')}</span> : null}
                </label>
                <p id={`${id}-text`} className={styles.text}>
                  {t(text)}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={locked ? true : choice[key]}
                aria-checked={locked ? true : choice[key]}
                disabled={locked}
                aria-describedby={`${id}-text`}
                onChange={locked ? undefined : () => toggle(key)}
              />
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button type="submit">{t('common.cookiesSave')}</Button>
        <p className={styles.status} role="status">
          {saved ? (
            <>
              <CheckCircle2 size={18} aria-hidden="true" />
              {t('common.cookiesSaved')}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
