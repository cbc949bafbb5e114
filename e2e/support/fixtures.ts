import { type Browser, type BrowserContext, test as base } from '@playwright/test';

const octet = () => Math.floor(Math.random() * 250) + 1;

type Options = {
  /**
   * The newsletter modal opens by itself 3 s after sign-in for a user who was never asked, and every journey
   * signs up a new user: it would cover whatever the journey does next. It stays shut unless a journey opts
   * in with `test.use({ newsletterPrompt: true })`.
   */
  newsletterPrompt: boolean;
};

/**
 * A journey's browser as the server and the app should see it: a client address of its own and, unless
 * asked for, the newsletter prompt counted as shown.
 */
async function prepareContext(context: BrowserContext, { newsletterPrompt = false } = {}) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  if (!newsletterPrompt) {
    // Every user counts as already asked (the web app's once-only flag `newsletterPrompted:<id>`).
    await context.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        const value = getItem.call(this, key);
        return value === null && key.startsWith('newsletterPrompted:') ? 'true' : value;
      };
    });
  }
}

/** A second browser for journeys of two students, set up as the first one (1280 × 800, no motion). */
export async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await prepareContext(context);
  return context;
}

/**
 * `test` with a client address of its own per test (X-Forwarded-For; the e2e server trusts the proxy
 * header), so the server's per-address rate limits see each journey as a different visitor.
 */
export const test = base.extend<Options>({
  newsletterPrompt: [false, { option: true }],
  context: async ({ context, newsletterPrompt }, use) => {
    await prepareContext(context, { newsletterPrompt });
    await use(context);
  },
});

export { expect } from '@playwright/test';
