import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AnimatedBackground } from '../components/layout/animated-background';
import { Footer, VISITOR_NEWSLETTER_TARGET } from '../components/layout/footer';
import { GuestAccountLinks } from '../components/layout/guest-account-links';
import { Navbar } from '../components/layout/navbar';
import { PageLoading } from '../components/layout/page-loading';
import { MobileProfile, ProfileMenu } from '../features/auth/components/profile-menu';
import { ProfileStats } from '../features/levels/components/profile-stats';
import { useSession } from '../lib/session/session-context';
import styles from './app-layout.module.css';

/**
 * The frame around every page. Session-dependent parts are decided here and only here: the auth issue
 * swaps GuestAccountLinks for the profile dropdown (and the mobile profile entry), and the newsletter
 * issue picks the footer's newsletter target from the login and subscription state.
 */
export function AppLayout() {
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate('/login');
  };
  const signedIn = status === 'signed-in';
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <AnimatedBackground />
      <Navbar
        account={
          signedIn ? (
            <ProfileMenu user={user} onLogout={logout}>
              <ProfileStats />
            </ProfileMenu>
          ) : (
            <GuestAccountLinks />
          )
        }
        mobileAccount={
          signedIn ? (
            <MobileProfile user={user} onLogout={logout}>
              <ProfileStats />
            </MobileProfile>
          ) : (
            <GuestAccountLinks stacked />
          )
        }
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer newsletter={VISITOR_NEWSLETTER_TARGET} />
      <ScrollRestoration />
    </div>
  );
}
