import { type ComponentType, Suspense } from 'react';
import { PageLoading } from '../components/layout/page-loading';
import { PartBoundary } from '../components/layout/part-boundary';
import { loadBundles } from '../i18n/i18n';
import { type LazyPage, lazy, Route, Router, setPagePreloader, useLocation } from '../lib/routing';
import { AppLayout } from './app-layout';
import { RequireAdmin, RequireUser, VisitorOnly } from './guards';
import { PAGE_BUNDLES, type PageModule } from './page-bundles';
import { RouteError } from './route-error';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page is its own chunk: the home route loads only the shell plus its own page. With it come the
// catalogs its texts are in (beyond the shell's, loaded before the first render), so it never draws ids.
// A chunk that fails to load (offline on a first visit) leaves the layout as it is: the page's place says
// so calmly and loads the page once the network is back (PartBoundary).
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  page: PageModule,
): LazyPage {
  return lazy(() => Promise.all([load(), loadBundles(PAGE_BUNDLES[page])]).then(([module]) => module[name]));
}

type Guard = ComponentType<{ children: React.ReactNode }>;
type PageRoute = { path: string; component: ComponentType; page: LazyPage };

/**
 * A route drawing `page` inside `guard`; `page` is kept so it can be loaded before it is drawn. A page
 * whose chunk is still on its way shows the loading state in its own boundary: the Router does not hold a
 * suspended page of the app's lazy() (routing.tsx), and main.tsx and a sign-in load the page first.
 */
function pageRoute(path: string, page: LazyPage, Guard?: Guard): PageRoute {
  const Page = page;
  const component = () => (
    <PartBoundary>
      <Suspense fallback={<PageLoading />}>
        {Guard ? (
          <Guard>
            <Page />
          </Guard>
        ) : (
          <Page />
        )}
      </Suspense>
    </PartBoundary>
  );
  return { path, component, page };
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
const Collections = lazyPage(() => import('./routes/collections'), 'CollectionsRoute', 'collections');
const Newsletter = lazyPage(() => import('./routes/newsletter'), 'NewsletterRoute', 'newsletter');
const NewsletterConfirm = lazyPage(
  () => import('./routes/newsletter-confirm'),
  'NewsletterConfirmRoute',
  'newsletter-confirm',
);
const Group = lazyPage(() => import('./routes/group'), 'GroupRoute', 'group');
const JoinGroup = lazyPage(() => import('./routes/join-group'), 'JoinGroupRoute', 'join-group');
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
  pageRoute('/collections', Collections, RequireUser),
  pageRoute('/newsletter', Newsletter, RequireUser),
  pageRoute('/groups', Group, RequireUser),
  // Public: an invite link may be opened signed out; the page keeps the code for after the sign-in.
  pageRoute('/join-group', JoinGroup),
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
];

const notFound = pageRoute('*', NotFound);

/** After a navigation inside the app, keyboard and screen-reader users start at the new page's content. */
const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });

/**
 * The app inside its router: the layout around the page the address names. The browser (app.tsx) and the
 * build's prerender (src/prerender.tsx) render the same. The page's error boundary sits inside the layout,
 * so a crashing page keeps the navbar and footer, and the next navigation tries again; the outer one
 * catches the layout itself.
 */
export function AppRoutes() {
  const { url } = useLocation();
  return (
    <RouteErrorBoundary fallback={<RouteError />}>
      <AppLayout>
        <RouteErrorBoundary resetKey={url} fallback={<RouteError />}>
          <Router onRouteChange={focusMain}>
            {pages.map(({ path, component }) => (
              <Route key={path} path={path} component={component} />
            ))}
            <Route default component={notFound.component} />
          </Router>
        </RouteErrorBoundary>
      </AppLayout>
    </RouteErrorBoundary>
  );
}

/** The paths the table names, but the catch-all. */
export function routePaths(): string[] {
  return pages.map((page) => page.path);
}

const normalise = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * The route table's spelling of `pathname` when it names a page in another letter case or with a trailing
 * slash (the server answers those with the page, as it finds pages in any case), else `pathname` as it is.
 */
export function canonicalPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  return pages.find((page) => page.path === normalise(decoded))?.path ?? pathname;
}

/**
 * Loads the page `pathname` shows (its chunk and catalogs), so that the first render draws it at once
 * (main.tsx, before hydrating or rendering over a prerendered page), and before a sign-in navigates.
 * A failure is left to the render, where the page's PartBoundary shows it.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = canonicalPath(pathname);
  const page = pages.find((route) => route.path === path)?.page ?? NotFound;
  return page.preload().then(
    () => undefined,
    () => undefined,
  );
}

setPagePreloader(preloadRoute);
