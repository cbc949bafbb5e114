import { expect, test } from '@playwright/test';

const FOOTER_LINKS = [
  { name: 'Privacy Notice', url: /\/data-privacy$/, heading: 'Privacy Notice' },
  { name: 'Terms and Conditions', url: /\/terms-and-conditions$/, heading: 'Terms and Conditions' },
  { name: 'Contact Us', url: /\/contact-us$/, heading: 'Contact Us' },
  { name: 'Imprint', url: /\/imprint$/, heading: 'Imprint' },
  { name: 'Cookies and Preferences', url: /\/cookies$/, heading: 'Cookies and Preferences' },
  { name: 'Join Our Newsletter', url: /\/newsletter\/subscribe$/, heading: 'Join Our Newsletter' },
];

test.describe('footer', () => {
  for (const link of FOOTER_LINKS) {
    test(`'${link.name}' opens its page`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: link.name }).click();
      await expect(page).toHaveURL(link.url);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
    });
  }
});
