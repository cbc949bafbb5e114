import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { RequireAdmin, RequireUser, VisitorOnly } from './guards';
import { RouteError } from './route-error';

// Every page is its own chunk: the home route loads only the shell plus its own page.
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const Landing = lazyPage(() => import('./routes/landing'), 'LandingRoute');
const Promo = lazyPage(() => import('./routes/promo'), 'PromoRoute');
const Privacy = lazyPage(() => import('./routes/privacy'), 'PrivacyRoute');
const Terms = lazyPage(() => import('./routes/terms'), 'TermsRoute');
const Contact = lazyPage(() => import('./routes/contact'), 'ContactRoute');
const Imprint = lazyPage(() => import('./routes/imprint'), 'ImprintRoute');
const Cookies = lazyPage(() => import('./routes/cookies'), 'CookiesRoute');
const NewsletterSubscribe = lazyPage(
  () => import('./routes/newsletter-subscribe'),
  'NewsletterSubscribeRoute',
);
const Login = lazyPage(() => import('./routes/login'), 'LoginRoute');
const Register = lazyPage(() => import('./routes/register'), 'RegisterRoute');
const ForgotPassword = lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPassword = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const VerifyOtp = lazyPage(() => import('./routes/verify-otp'), 'VerifyOtpRoute');
const Home = lazyPage(() => import('./routes/home'), 'HomeRoute');
const Statistics = lazyPage(() => import('./routes/statistics'), 'StatisticsRoute');
const Newsletter = lazyPage(() => import('./routes/newsletter'), 'NewsletterRoute');
const NewsletterConfirm = lazyPage(() => import('./routes/newsletter-confirm'), 'NewsletterConfirmRoute');
const Admin = lazyPage(() => import('./routes/admin'), 'AdminRoute');
const ServerError = lazyPage(() => import('./routes/server-error'), 'ServerErrorRoute');
const NotFound = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');

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
