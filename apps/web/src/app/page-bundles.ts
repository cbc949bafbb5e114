import type { Bundle } from '../i18n/i18n';

/**
 * The catalog bundles each page's texts are in beyond the shell's, by its module in app/routes/. The route
 * table loads them with the page (route-table.tsx) and the build preloads them with its prerendered HTML
 * (build/prerender-routes.ts): one list for both, because a page that hydrated before its catalogs would
 * be drawn a second time by React when they arrive.
 */
export const PAGE_BUNDLES = {
  landing: ['focus'],
  promo: ['focus'],
  privacy: ['legal'],
  terms: ['legal'],
  contact: ['legal'],
  imprint: ['legal'],
  cookies: ['legal'],
  'newsletter-subscribe': ['account'],
  login: ['account'],
  register: ['account'],
  'forgot-password': ['account'],
  'reset-password': ['account'],
  'verify-otp': ['account'],
  home: ['focus', 'account'],
  statistics: ['account'],
  collections: ['focus'],
  newsletter: ['account'],
  'newsletter-confirm': ['account'],
  group: ['account'],
  'join-group': ['account'],
  admin: ['admin'],
  'server-error': [],
  'not-found': [],
} as const satisfies Record<string, readonly Bundle[]>;

export type PageModule = keyof typeof PAGE_BUNDLES;
