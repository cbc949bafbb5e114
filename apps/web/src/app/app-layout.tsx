import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { AnimatedBackground } from '../components/layout/animated-background';
import { Footer, type NewsletterTarget } from '../components/layout/footer';
import { GuestAccountLinks } from '../components/layout/guest-account-links';
import { Navbar } from '../components/layout/navbar';
import { OfflineIndicator } from '../components/layout/offline-indicator';
import { PageLoading } from '../components/layout/page-loading';
import { PartBoundary } from '../components/layout/part-boundary';
import { ProfileButton } from '../features/profile/components/profile-button';
import { useMediaQuery } from '../hooks/use-media-query';
import { withBundles } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { deferredModule, useDeferredModule } from '../lib/deferred-module';
import { usePwaUpdate } from '../lib/pwa/pwa-state';
import { lazy } from '../lib/routing';
import { useSession } from '../lib/session/session-context';
import { whenIdle } from '../lib/when-idle';
import styles from './app-layout.module.css';
import { AppStarted } from './app-started';

// Only signed-in users need the profile menu and its stats: a chunk of their own (the Radix menu,
// floating-ui, the panel), loaded once the page is idle, so it is not part of any first load, and only
// where the desktop header shows it. Until then the desktop slot draws the profile button (AccountSlot).
const signedInAccountModule = deferredModule(
  withBundles(['account', 'focus'], () => import('./signed-in-account')),
);
// The parts below are whole-page helpers without a place of their own: one whose chunk cannot be fetched
// (offline on a first visit) is left out quietly and loaded once the network is back (PartBoundary).
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => m.Toaster));
const UpdateToast = lazy(() => import('../components/ui/update-toast').then((m) => m.UpdateToast));
// The newsletter target, modal and prompt (and zod with them) are for signed-in users only, too.
const SignedInFooter = lazy(
  withBundles(['account'], () => import('./signed-in-footer').then((m) => m.SignedInFooter)),
);
// Sends signed-in focus earned offline once the network is back, on whichever page the user is.
const SignedInSync = lazy(() => import('./signed-in-sync').then((m) => m.SignedInSync));
/** Until the signed-in footer has loaded: the status page suits a signed-in user in either state. */
const SIGNED_IN_PENDING_TARGET: NewsletterTarget = { kind: 'link', to: '/newsletter' };

// Where the header shows its desktop actions (navbar.module.css hides them at 768 px and below; a phone
// reaches the account through the menu sheet, MobileAccountSlot).
const DESKTOP_HEADER_QUERY = '(min-width: 769px)';

/**
 * The desktop account slot of a signed-in user: the profile button at once, the dropdown once its chunk is
 * there (the browser idle with the desktop header shown, or the button used: the menu then opens as soon
 * as it has loaded). On a phone the slot is hidden, and the chunk's evaluation and draw were one of the
 * longest tasks of a /home load there, for a menu nobody could open.
 */
function AccountSlot() {
  const { user } = useSession();
  const [idle, setIdle] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);
  const [buttonFocused, setButtonFocused] = useState(false);
  const shown = useMediaQuery(DESKTOP_HEADER_QUERY);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const account = useDeferredModule(signedInAccountModule, (idle && shown) || openRequested);
  return account ? (
    <account.SignedInAccount initiallyOpen={openRequested} focusTrigger={buttonFocused} />
  ) : (
    <ProfileButton user={user} onOpen={() => setOpenRequested(true)} onFocusChange={setButtonFocused} />
  );
}

/** The mobile menu's account entry, drawn inside the sheet: the same chunk, asked for when the sheet opens. */
function MobileAccountSlot() {
  const account = useDeferredModule(signedInAccountModule, true);
  return account ? <account.SignedInAccount mobile /> : null;
}

/**
 * The frame around every page. Session-dependent parts are decided here and only here: a session
 * swaps GuestAccountLinks for the profile dropdown (and the mobile profile entry), and SignedInFooter
 * picks the footer's newsletter target from the subscription state and hosts the newsletter modal.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { status, user } = useSession();
  const signedIn = status === 'signed-in';
  // A waiting service worker brings the toaster to visitors too: its toast offers the update.
  const applyUpdate = usePwaUpdate();
  // The prerendered /home app shell: signed in, but whose account is not known at build time, so the
  // account slots stay empty and the footer is the signed-in one's placeholder.
  const shell = signedIn && !user;
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('common.skipToContent')}
      </a>
      <AnimatedBackground />
      <Navbar
        account={shell ? null : signedIn ? <AccountSlot /> : <GuestAccountLinks />}
        mobileAccount={shell ? null : signedIn ? <MobileAccountSlot /> : <GuestAccountLinks stacked />}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          {children}
          <AppStarted />
        </Suspense>
      </main>
      {shell ? (
        <Footer newsletter={SIGNED_IN_PENDING_TARGET} />
      ) : signedIn ? (
        <PartBoundary unavailable={<Footer newsletter={SIGNED_IN_PENDING_TARGET} />}>
          <Suspense fallback={<Footer newsletter={SIGNED_IN_PENDING_TARGET} />}>
            <SignedInFooter />
          </Suspense>
        </PartBoundary>
      ) : (
        <Footer />
      )}
      {(signedIn && !shell) || applyUpdate ? (
        <PartBoundary unavailable={null}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </PartBoundary>
      ) : null}
      {applyUpdate ? (
        <PartBoundary unavailable={null}>
          <Suspense fallback={null}>
            <UpdateToast apply={applyUpdate} />
          </Suspense>
        </PartBoundary>
      ) : null}
      {signedIn ? (
        <PartBoundary unavailable={null}>
          <Suspense fallback={null}>
            <SignedInSync />
          </Suspense>
        </PartBoundary>
      ) : null}
      <OfflineIndicator />
    </div>
  );
}
