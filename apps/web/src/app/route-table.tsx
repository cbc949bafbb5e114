import type { ComponentType, ReactNode } from 'react';
import { loadBundles } from '../i18n/i18n';
import { matchRoute, RouteErrorBoundary, useLocation } from '../lib/router';
import { AppLayout } from './app-layout';
import { RequireAdmin, RequireUser, VisitorOnly } from './guards';
import { PAGE_BUNDLES, type PageModule } from './page-bundles';
import { type PreloadablePage, preloadablePage } from './preloadable-page';
import { RouteError } from './route-error';

// Every page is its own chunk: the home route loads only the shell plus its own page. With it come the
// catalogs its texts are in (beyond the shell's, loaded before the first render), so it never draws ids.
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  page: PageModule,
) {
  return preloadablePage(() =>
    Promise.all([load(), loadBundles(PAGE_BUNDLES[page])]).then(([module]) => module[name]),
  );
}

type Guard = ComponentType<{ children: ReactNode }>;

type PageRoute = { path: string; element: ReactNode; preload: () => Promise<unknown>; loaded: () => boolean };

/** A route drawing `Page` (inside `guard`), which carries the page for preloadRoute. */
function pageRoute(path: string, Page: PreloadablePage, Guard?: Guard): PageRoute {
  const element = Guard ? (
    <Guard>
      <Page />
    </Guard>
  ) : (
    <Page />
  );
  return { path, element, preload: Page.preload, loaded: Page.loaded };
}

const Landing = lazyPage(() => import('./routes/landing'), 'LandingRoute', 'landing');
const Promo = lazyPage(() => import('./routes/promo'), 'PromoRoute', 'promo');
const Privacy = lazyPage(() => import('./routes/privacy'), 'PrivacyRoute', 'privacy');
const Terms = lazyPage(() => import('./routes/terms'), 'TermsRoute', 'terms');
const Contact = lazyPage(() => import('./routes/contact'), 'ContactRoute', 'contact');
const Imprint = lazyPage(() => import('./routes/imprint'), 'ImprintRoute', 'imprint');
const Cookies = lazyPage(() => import('./routes/cookies'), 'CookiesRoute', 'cookies');
const NewsletterSubscribe = lazyPage(
  () => import('./routes/newsletter-subscribe'),
  'NewsletterSubscribeRoute',
  'newsletter-subscribe',
);
const Login = lazyPage(() => import('./routes/login'), 'LoginRoute', 'login');
const Register = lazyPage(() => import('./routes/register'), 'RegisterRoute', 'register');
const ForgotPassword = lazyPage(
  () => import('./routes/forgot-password'),
  'ForgotPasswordRoute',
  'forgot-password',
);
const ResetPassword = lazyPage(
  () => import('./routes/reset-password'),
  'ResetPasswordRoute',
  'reset-password',
);
const VerifyOtp = lazyPage(() => import('./routes/verify-otp'), 'VerifyOtpRoute', 'verify-otp');
const Home = lazyPage(() => import('./routes/home'), 'HomeRoute', 'home');
const Statistics = lazyPage(() => import('./routes/statistics'), 'StatisticsRoute', 'statistics');
const Newsletter = lazyPage(() => import('./routes/newsletter'), 'NewsletterRoute', 'newsletter');
const NewsletterConfirm = lazyPage(
  () => import('./routes/newsletter-confirm'),
  'NewsletterConfirmRoute',
  'newsletter-confirm',
);
const Admin = lazyPage(() => import('./routes/admin'), 'AdminRoute', 'admin');
const ServerError = lazyPage(() => import('./routes/server-error'), 'ServerErrorRoute', 'server-error');
const NotFound = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute', 'not-found');

/** The route table (docs/product-rules.md#route-table), each page wrapped in its guard (guards.tsx). */
const pages: PageRoute[] = [
  pageRoute('/', Landing, VisitorOnly),
  pageRoute('/login', Login, VisitorOnly),
  pageRoute('/register', Register, VisitorOnly),
  pageRoute('/forgot-password', ForgotPassword),
  pageRoute('/reset-password', ResetPassword),
  pageRoute('/verify-otp', VerifyOtp),
  pageRoute('/home', Home, RequireUser),
  pageRoute('/statistics', Statistics, RequireUser),
  pageRoute('/newsletter', Newsletter, RequireUser),
  pageRoute('/admin', Admin, RequireAdmin),
  pageRoute('/studyw.tok', Promo),
  pageRoute('/studyw.gram', Promo),
  pageRoute('/data-privacy', Privacy),
  pageRoute('/privacy', Privacy),
  pageRoute('/privacy-policy', Privacy),
  pageRoute('/terms-and-conditions', Terms),
  pageRoute('/terms', Terms),
  pageRoute('/contact-us', Contact),
  pageRoute('/contact', Contact),
  pageRoute('/imprint', Imprint),
  pageRoute('/cookies', Cookies),
  pageRoute('/newsletter/subscribe', NewsletterSubscribe),
  // Public: the confirmation link may be opened signed out, in another browser.
  pageRoute('/newsletter/confirm', NewsletterConfirm),
  pageRoute('/server-error', ServerError),
  pageRoute('*', NotFound),
];

/**
 * The app inside its router: the layout around the page the address names. The browser (app.tsx) and the
 * build's prerender (src/prerender.tsx) render the same. The page's error boundary sits inside the layout,
 * so a crashing page keeps the navbar and footer, and the next navigation tries again; the outer one
 * catches the layout itself.
 */
export function AppRoutes() {
  const { pathname, key } = useLocation();
  return (
    <RouteErrorBoundary fallback={<RouteError />}>
      <AppLayout>
        <RouteErrorBoundary resetKey={key} fallback={<RouteError />}>
          {matchRoute(pages, pathname)?.element}
        </RouteErrorBoundary>
      </AppLayout>
    </RouteErrorBoundary>
  );
}

/** The paths the table names, but the catch-all. */
export function routePaths(): string[] {
  return pages.map((page) => page.path).filter((path) => path !== '*');
}

/**
 * Loads the page `pathname` shows (its chunk and catalogs) so that React's first render draws it at once
 * (main.tsx, before hydrating or rendering over a prerendered page). A failure is left to the render,
 * where the route's error boundary shows it.
 */
/**
 * For the router (app.tsx): nothing when the page `pathname` shows is already loaded, so the navigation
 * is drawn in the same render as whatever caused it; otherwise the load, which the router waits for with
 * the current page on screen.
 */
export function prepareRoute(pathname: string): Promise<void> | undefined {
  const matched = matchRoute(pages, pathname);
  return !matched || matched.loaded() ? undefined : preloadRoute(pathname);
}

export function preloadRoute(pathname: string): Promise<void> {
  const matched = matchRoute(pages, pathname);
  return (matched?.preload() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
