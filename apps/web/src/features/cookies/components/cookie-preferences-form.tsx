import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { readCookiePreferences, saveCookiePreferences } from '../../../lib/cookie-preferences';
import styles from './cookie-preferences-form.module.css';

type Optional = 'analytics' | 'marketing';

const CATEGORIES: { key: 'necessary' | Optional; title: string; text: string }[] = [
  {
    key: 'necessary',
    title: 'Necessary',
    text: 'Keep you signed in, remember your theme, timer and these choices. The app cannot work without them.',
  },
  {
    key: 'analytics',
    title: 'Analytics',
    text: 'Let us count which browser and theme you use, under a random number that is not linked to your account, and the length of your finished timer periods, so we know what to build and test.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Allow content that measures how you found us. We use none today; this stays off unless you allow it.',
  },
];

export function CookiePreferencesForm() {
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
        Your preferences
      </h2>
      <ul className={styles.list}>
        {CATEGORIES.map(({ key, title, text }) => {
          const id = `${idPrefix}-${key}`;
          const locked = key === 'necessary';
          return (
            <li key={key} className={styles.row}>
              <div>
                <label htmlFor={id} className={styles.label}>
                  {title}
                  {locked ? <span className={styles.badge}>Always on</span> : null}
                </label>
                <p id={`${id}-text`} className={styles.text}>
                  {text}
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
        <Button type="submit">Save Preferences</Button>
        <p className={styles.status} role="status">
          {saved ? (
            <>
              <CheckCircle2 size={18} aria-hidden="true" />
              Your preferences have been saved.
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
