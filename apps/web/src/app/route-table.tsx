import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadBundles } from '../i18n/i18n';
import { AppLayout } from './app-layout';
import { RequireAdmin, RequireUser, VisitorOnly } from './guards';
import { PAGE_BUNDLES, type PageModule } from './page-bundles';
import { RouteError } from './route-error';

// Every page is its own chunk: the home route loads only the shell plus its own page. With it come the
// catalogs its texts are in (beyond the shell's, loaded before the first render), so it never draws ids.
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  page: PageModule,
) {
  return lazy(() =>
    Promise.all([load(), loadBundles(PAGE_BUNDLES[page])]).then(([module]) => ({ default: module[name] })),
  );
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
const pages: RouteObject[] = [
  {
    index: true,
    element: (
      <VisitorOnly>
        <Landing />
      </VisitorOnly>
    ),
  },
  {
    path: 'login',
    element: (
      <VisitorOnly>
        <Login />
      </VisitorOnly>
    ),
  },
  {
    path: 'register',
    element: (
      <VisitorOnly>
        <Register />
      </VisitorOnly>
    ),
  },
  { path: 'forgot-password', element: <ForgotPassword /> },
  { path: 'reset-password', element: <ResetPassword /> },
  { path: 'verify-otp', element: <VerifyOtp /> },
  {
    path: 'home',
    element: (
      <RequireUser>
        <Home />
      </RequireUser>
    ),
  },
  {
    path: 'statistics',
    element: (
      <RequireUser>
        <Statistics />
      </RequireUser>
    ),
  },
  {
    path: 'newsletter',
    element: (
      <RequireUser>
        <Newsletter />
      </RequireUser>
    ),
  },
  {
    path: 'admin',
    element: (
      <RequireAdmin>
        <Admin />
      </RequireAdmin>
    ),
  },
  { path: 'studyw.tok', element: <Promo /> },
  { path: 'studyw.gram', element: <Promo /> },
  { path: 'data-privacy', element: <Privacy /> },
  { path: 'privacy', element: <Privacy /> },
  { path: 'privacy-policy', element: <Privacy /> },
  { path: 'terms-and-conditions', element: <Terms /> },
  { path: 'terms', element: <Terms /> },
  { path: 'contact-us', element: <Contact /> },
  { path: 'contact', element: <Contact /> },
  { path: 'imprint', element: <Imprint /> },
  { path: 'cookies', element: <Cookies /> },
  { path: 'newsletter/subscribe', element: <NewsletterSubscribe /> },
  // Public: the confirmation link may be opened signed out, in another browser.
  { path: 'newsletter/confirm', element: <NewsletterConfirm /> },
  { path: 'server-error', element: <ServerError /> },
  { path: '*', element: <NotFound /> },
];

/** The whole table: the browser router (router.tsx) and the build's prerender (src/prerender.tsx) share it. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The error boundary sits inside the layout, so a crashing page keeps the navbar and footer.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];
