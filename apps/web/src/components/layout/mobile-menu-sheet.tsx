import * as Dialog from '@radix-ui/react-dialog';
import { Info, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { IconButton } from '../ui/button';
import { InstallAppButton } from './install-app-button';
import { LanguageRow } from './language-switch';
import styles from './mobile-menu.module.css';
import { DarkModeSwitch } from './theme-toggle';

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  account: ReactNode;
  onAbout: () => void;
};

/**
 * The sheet of the mobile menu (a Radix dialog, so it traps focus and closes on Escape), in a chunk of its
 * own: mobile-menu.tsx draws the button that opens it.
 */
export function MobileMenuSheet({ open, onOpenChange, triggerRef, account, onAbout }: MobileMenuSheetProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          // The button is not a Radix trigger (it is drawn before this chunk is there): focus goes back to it
          // on close, as Radix does for its own trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t('common.menu')}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton aria-label={t('common.closeMenu')}>
                <X size={20} aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </div>
          <nav aria-label={t('common.navMobile')} className={styles.items}>
            <div className={styles.account}>{account}</div>
            <button type="button" className={styles.item} onClick={onAbout} aria-haspopup="dialog">
              <span className={styles.aboutIcon} aria-hidden="true">
                <Info size={18} />
              </span>
              {t('common.about')}
            </button>
            <InstallAppButton inMenu />
            <DarkModeSwitch />
            <LanguageRow />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
