import { Menu } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { useT } from '../../i18n/use-t';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { whenIdle } from '../../lib/when-idle';
import { IconButton } from '../ui/button';
import styles from './mobile-menu.module.css';

// The sheet (and the Radix dialog code behind it) is a chunk of its own, fetched once the page is idle:
// only the button is on the first screen.
const sheetModule = deferredModule(() => import('./mobile-menu-sheet'));

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  account: ReactNode;
  onAbout: () => void;
};

/** The ≤ 768 px navigation: a button and the slide-in sheet it opens (mobile-menu-sheet.tsx). */
export function MobileMenu({ open, onOpenChange, triggerRef, account, onAbout }: MobileMenuProps) {
  const { t } = useT();
  // Mounted from its first opening on, so closing keeps Radix's animation and focus handling.
  const sheet = useDeferredModule(sheetModule, useOpenedOnce(open));
  useEffect(() => whenIdle(() => void sheetModule.load().catch(() => {})), []);
  return (
    <>
      <IconButton
        ref={triggerRef}
        className={styles.trigger}
        aria-label={t('common.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
      >
        <Menu size={22} aria-hidden="true" />
      </IconButton>
      {sheet ? (
        <sheet.MobileMenuSheet
          open={open}
          onOpenChange={onOpenChange}
          triggerRef={triggerRef}
          account={account}
          onAbout={onAbout}
        />
      ) : null}
    </>
  );
}
