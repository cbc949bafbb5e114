import { Download } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { promptInstall, usePwaState } from '../../lib/pwa/pwa-state';
import { Button } from '../ui/button';
import styles from './mobile-menu.module.css';

/**
 * 'Install app': only while the browser offers installation (`beforeinstallprompt` fired), nowhere else.
 * In the desktop bar a small button, in the mobile menu an entry like 'About'.
 */
export function InstallAppButton({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useT();
  const { installPrompt } = usePwaState();
  if (!installPrompt) return null;
  const install = () => void promptInstall();
  if (inMenu) {
    return (
      <button type="button" className={styles.item} onClick={install}>
        <span className={styles.aboutIcon} aria-hidden="true">
          <Download size={16} />
        </span>
        {t('common.installApp')}
      </button>
    );
  }
  return (
    <Button variant="secondary" size="small" onClick={install}>
      <Download size={16} aria-hidden="true" />
      {t('common.installApp')}
    </Button>
  );
}
