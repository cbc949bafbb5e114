import { Moon, Sun } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { useTheme } from '../../lib/theme';
import { IconButton } from '../ui/button';
import styles from './theme-toggle.module.css';

/** Desktop bar: an icon switch. Its name matches the mobile menu's 'Dark Mode' switch. */
export function ThemeToggle() {
  const { t } = useT();
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <IconButton
      role="switch"
      aria-checked={isDark}
      aria-label={t('common.darkMode')}
      title={isDark ? t('common.switchToLight') : t('common.switchToDark')}
      onClick={toggleTheme}
    >
      {isDark ? <Moon size={20} aria-hidden="true" /> : <Sun size={20} aria-hidden="true" />}
    </IconButton>
  );
}

/** Mobile menu: a labelled switch row. */
export function DarkModeSwitch() {
  const { t } = useT();
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <button type="button" role="switch" aria-checked={isDark} className={styles.row} onClick={toggleTheme}>
      <span className={styles.label}>
        {isDark ? <Moon size={20} aria-hidden="true" /> : <Sun size={20} aria-hidden="true" />}
        {t('common.darkMode')}
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
