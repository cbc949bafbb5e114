import { Info } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { useT } from '../../i18n/use-t';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { useLocation } from '../../lib/routing';
import { whenIdle } from '../../lib/when-idle';
import { IconButton } from '../ui/button';
import { InstallAppButton } from './install-app-button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import styles from './navbar.module.css';
import { ThemeToggle } from './theme-toggle';

// The About dialog opens from a button, never on the first screen: a chunk of its own, fetched once the
// page is idle so it is there when opened.
const aboutDialogModule = deferredModule(() => import('../about/about-dialog'));

export type NavbarProps = {
  /** Right end of the desktop bar: Register and Login for visitors, the profile dropdown once signed in.
   *  The app layout decides which, so the navbar never needs to know about sessions. */
  account: ReactNode;
  /** The account entry at the top of the mobile menu (same idea, laid out for the sheet). */
  mobileAccount: ReactNode;
};

export function Navbar({ account, mobileAccount }: NavbarProps) {
  const { t } = useT();
  const [aboutOpen, setAboutOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const aboutButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const { path: pathname } = useLocation();
  // Mounted from its first opening on, so closing keeps Radix's animation and focus handling.
  const about = useDeferredModule(aboutDialogModule, useOpenedOnce(aboutOpen));
  useEffect(() => whenIdle(() => void aboutDialogModule.load().catch(() => {})), []);

  // A link chosen inside the mobile menu navigates; the sheet must not stay over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => setMenuOpen(false), [pathname]);

  const openAbout = (from: HTMLElement | null) => {
    returnFocusRef.current = from;
    setMenuOpen(false);
    setAboutOpen(true);
  };

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label={t('common.navMain')}>
        <Logo />
        <div className={styles.desktopActions}>
          <InstallAppButton />
          <IconButton
            ref={aboutButtonRef}
            accent
            aria-label={t('common.about')}
            title={t('common.about')}
            aria-haspopup="dialog"
            onClick={() => openAbout(aboutButtonRef.current)}
          >
            <Info size={22} aria-hidden="true" />
          </IconButton>
          <LanguageSwitch />
          <ThemeToggle />
          <div className={styles.account}>{account}</div>
        </div>
        <MobileMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          triggerRef={menuButtonRef}
          account={mobileAccount}
          onAbout={() => openAbout(menuButtonRef.current)}
        />
      </nav>
      {about ? (
        <about.AboutDialog open={aboutOpen} onOpenChange={setAboutOpen} returnFocusRef={returnFocusRef} />
      ) : null}
    </header>
  );
}
