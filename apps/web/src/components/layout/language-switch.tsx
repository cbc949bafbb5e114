import { LANGUAGE_NAMES, LANGUAGES } from '@focus-room/core/i18n/languages';
import { Globe } from 'lucide-react';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import styles from './language-switch.module.css';

function LanguageOptions() {
  return LANGUAGES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LANGUAGE_NAMES[code]}
    </option>
  ));
}

/**
 * Desktop bar: a compact pill showing the language's code; the native select over it (transparent)
 * opens the platform's own list of languages, named in themselves.
 */
export function LanguageSwitch() {
  const { t } = useT();
  const { language, changeLanguage } = useLanguage();
  return (
    <span className={styles.pill}>
      <Globe size={18} aria-hidden="true" />
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <select
        className={styles.overlay}
        aria-label={t('common.language')}
        title={t('common.language')}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        <LanguageOptions />
      </select>
    </span>
  );
}

/** Mobile menu: a labelled row with the select at its end. */
export function LanguageRow() {
  const { t } = useT();
  const { language, changeLanguage } = useLanguage();
  return (
    <label className={styles.row}>
      <span className={styles.label}>
        <Globe size={20} aria-hidden="true" />
        {t('common.language')}
      </span>
      <select
        className={styles.select}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        <LanguageOptions />
      </select>
    </label>
  );
}
