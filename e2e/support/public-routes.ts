// The public routes of docs/product-rules.md#route-table: path → the page's h1.
export const PUBLIC_ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Focus in calm sessions. Build your room as you go.' },
  { path: '/studyw.tok', heading: 'Remember Why You Started' },
  { path: '/studyw.gram', heading: 'Remember Why You Started' },
  { path: '/data-privacy', heading: 'Privacy Notice' },
  { path: '/privacy', heading: 'Privacy Notice' },
  { path: '/privacy-policy', heading: 'Privacy Notice' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/imprint', heading: 'Imprint' },
  { path: '/cookies', heading: 'Cookies and Preferences' },
  { path: '/newsletter/subscribe', heading: 'Join Our Newsletter' },
  // Public, as the mailed confirmation link may be opened signed out; without a token it says so.
  { path: '/newsletter/confirm', heading: 'This link does not work' },
  { path: '/server-error', heading: 'Something went wrong on our side' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

/** One path per distinct page (aliases left out), for the slower checks such as the axe scan. */
export const DISTINCT_PAGES = [
  '/',
  '/studyw.tok',
  '/data-privacy',
  '/terms-and-conditions',
  '/contact-us',
  '/imprint',
  '/cookies',
  '/newsletter/subscribe',
  '/newsletter/confirm',
  '/server-error',
  '/no-such-page',
];
