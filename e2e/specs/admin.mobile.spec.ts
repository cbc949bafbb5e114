import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { signInAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { groupWith } from '../support/groups';
import { confirmNewsletterLink } from '../support/mailbox';

// The admin dashboard on a 360 px phone: the tab bar fits the screen (its tabs wrap into rows, nothing
// scrolls sideways), and no tab widens the page (tables and long names scroll or wrap inside their cards).
const TABS = [
  { name: 'Dashboard', ready: (page: Page) => page.getByTestId('stat-total-registered-value') },
  { name: 'Users', ready: (page: Page) => page.getByTestId('admin-user-card').first() },
  { name: 'Analytics', ready: (page: Page) => page.getByTestId('stat-sessions-value') },
  { name: 'Newsletter Subscribers', ready: (page: Page) => page.getByRole('table') },
  { name: 'Reviews', ready: (page: Page) => page.getByRole('article').first() },
  { name: 'Reports', ready: (page: Page) => page.getByTestId('group-report').first() },
];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether the element is wider than its box, or reaches past the viewport on either side. */
const overflowsSideways = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.scrollWidth > el.clientWidth || box.left < 0 || box.right > window.innerWidth;
  });

test('every admin tab is reachable at 360 px and none overflows the page', async ({ page }) => {
  const admin = await signInAdmin(page);
  // Content for the wide parts: the admin as a newsletter subscriber (a table row) and a long review.
  const newsletterEmail = 'a-rather-long-newsletter-address-for-phones@example.com';
  await page.request.post('/api/newsletter/subscribe', { headers: admin, data: { email: newsletterEmail } });
  await confirmNewsletterLink(page.request, newsletterEmail);
  await page.request.post('/api/review', {
    data: { starRating: 5, textReview: `A long review without spaces ${'focus'.repeat(30)} and more words.` },
  });
  // A report naming a member with a long user name: the remedy that names them wraps inside its card.
  const owner = await signUp(page.request, 'owner');
  const longName = await signUp(page.request, 'averyveryverylongusernameprefix');
  const groupId = await groupWith(page.request, 'Reported on a phone', owner, [longName]);
  const reported = await page.request.post('/api/reports', {
    headers: owner.headers,
    data: { groupId, userId: longName.id, reason: 'spam' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // The tab bar fits: no tab reaches past the screen and the bar does not scroll.
  expect(await overflowsSideways(page, '[role="tablist"]')).toBe(false);
  for (const { name } of TABS) {
    const box = (await page.getByRole('tab', { name, exact: true }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(360);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  for (const { name, ready } of TABS) {
    const trigger = page.getByRole('tab', { name, exact: true });
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
    await expect(trigger).toBeInViewport();
    await expect(ready(page)).toBeVisible();
    expect(await pageWidth(page), `${name} tab`).toBeLessThanOrEqual(360);
  }

  // The edit mode of a user card fits as well.
  await page.getByRole('tab', { name: 'Users', exact: true }).tap();
  await page.getByTestId('admin-user-card').first().getByRole('button', { name: 'Edit' }).tap();
  await expect(page.getByLabel('Level')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  // And the login frequency cards once a user is chosen.
  await page.getByRole('tab', { name: 'Analytics', exact: true }).tap();
  await page.getByRole('list', { name: 'Matching users' }).getByRole('button').first().tap();
  await expect(page.getByTestId('frequency-daily-value')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});
