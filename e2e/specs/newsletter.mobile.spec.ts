import type { Page } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestLink } from '../support/mailbox';

// Phone width (360 px): the newsletter page, its dialogs and the feedback form fit without sideways
// scrolling, and every action stays on screen.
const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

async function expectInViewport(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).last().boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
}

test('the newsletter page, the modal and the confirm dialog fit a phone', async ({ page }) => {
  const user = await signedInUser(page, 'nlm');
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { name: 'Not subscribed' })).toBeVisible();
  await noSidewaysScroll(page);

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const modal = page.getByRole('dialog', { name: 'Join Our Newsletter' });
  await expect(modal).toBeVisible();
  await expectInViewport(page, 'Maybe Later');
  await expectInViewport(page, 'Subscribe');
  await modal.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('newsletter-email')).toHaveText(user.email);
  await noSidewaysScroll(page);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectInViewport(page, 'Cancel');
  await expectInViewport(page, 'Unsubscribe');
});

test('the pending state and the confirmation page fit a phone', async ({ page }) => {
  const user = await signedInUser(page, 'nlmp');
  const other = `a-rather-long-newsletter-address.${user.username}@example.org`;
  const res = await page.request.post('/api/newsletter/subscribe', {
    headers: user.headers,
    data: { email: other },
  });
  expect(res.status()).toBe(200);
  await page.goto('/newsletter');
  await expect(page.getByTestId('newsletter-pending-email')).toHaveText(other);
  await noSidewaysScroll(page);

  const link = new URL(await latestLink(other));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your newsletter subscription is confirmed.')).toBeVisible();
  await noSidewaysScroll(page);
  await expect(page.getByRole('link', { name: 'Go to Your Newsletter' })).toBeInViewport();
});

test('the feedback form fits a phone and its stars work by touch', async ({ page }) => {
  await page.goto('/');
  // The app runs on the prerendered page (everything above the form has its final size) before the scroll.
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  const form = page.getByTestId('feedback-form');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('radio', { name: '4 stars' }).tap();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await noSidewaysScroll(page);
  await expect(form.getByRole('button', { name: 'Submit Feedback' })).toBeInViewport();
});
