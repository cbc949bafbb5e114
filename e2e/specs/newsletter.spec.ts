import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PASSWORD, signedInUser, type VerifiedUser, verifiedUser } from '../support/verified-user';

// The newsletter journeys (000 §2, §4, §8; 001 §2, §4, §7, §8): the footer target, the modal and its
// once-only prompt, and the /newsletter status page.
const SUBSCRIBED = 'You are now subscribed to our newsletter!';
const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter.';
const CONFIRM = 'Are you sure you want to unsubscribe from our newsletter?';

const footer = (page: Page) => page.getByRole('contentinfo');
const modal = (page: Page) => page.getByRole('dialog', { name: 'Join Our Newsletter' });

async function subscribeByApi(page: Page, user: VerifiedUser, email = user.email) {
  const res = await page.request.post('/api/newsletter/subscribe', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { email },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('visitors: the footer links to /newsletter/subscribe and /newsletter asks for a login', async ({
  page,
}) => {
  await page.goto('/');
  const link = footer(page).getByRole('link', { name: 'Join Our Newsletter' });
  await expect(link).toHaveAttribute('href', '/newsletter/subscribe');
  await link.click();
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Newsletter' })).toBeVisible();

  await page.goto('/newsletter');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('the automatic prompt', () => {
  test.use({ newsletterPrompt: true });

  test('opens 3 s after login with the email prefilled; Maybe Later closes it for good', async ({ page }) => {
    const user = await verifiedUser(page.request, 'nlp');
    await page.goto('/login');
    await page.getByLabel('Email or Username').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const loginAt = Date.now();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(modal(page)).toBeVisible({ timeout: 8000 });
    expect(Date.now() - loginAt).toBeGreaterThanOrEqual(3000);
    await expect(modal(page).getByLabel('Email address')).toHaveValue(user.email);
    await expect(modal(page).getByLabel('Email address')).toBeFocused();
    await expect(modal(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(await page.evaluate((id) => localStorage.getItem(`newsletterPrompted:${id}`), user.id)).toBe(
      'true',
    );

    await modal(page).getByRole('button', { name: 'Maybe Later' }).click();
    await expect(modal(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(4500);
    await expect(modal(page)).toHaveCount(0);
  });

  test('waits for an open dialog to close, and counts a failed status read as not subscribed', async ({
    page,
  }) => {
    await signedInUser(page, 'nlw');
    // A 4xx is not retried, so the failure is known well before the 3 s are up.
    await page.route('**/api/newsletter/status', (route) =>
      route.fulfill({ status: 400, json: { message: 'Status is down' } }),
    );
    await page.goto('/home');
    await page.getByRole('button', { name: 'About' }).first().click();
    const about = page.getByRole('dialog').filter({ hasText: "Got it, let's focus!" });
    await expect(about).toBeVisible();
    await page.waitForTimeout(4000);
    await expect(modal(page)).toHaveCount(0);
    await about.getByRole('button', { name: "Got it, let's focus!" }).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('never asks a subscribed user', async ({ page }) => {
    const user = await signedInUser(page, 'nls');
    await subscribeByApi(page, user);
    await page.goto('/home');
    await expect(footer(page).getByRole('link', { name: 'Join Our Newsletter' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    await page.waitForTimeout(4500);
    await expect(modal(page)).toHaveCount(0);
  });
});

test('footer → modal: empty email error, subscribe with another address, closes after 2 s, then links to /newsletter', async ({
  page,
}) => {
  const user = await signedInUser(page, 'nlf');
  await page.goto('/home');
  const join = footer(page).getByRole('button', { name: 'Join Our Newsletter' });
  await join.click();
  await expect(modal(page)).toBeVisible();
  const email = modal(page).getByLabel('Email address');
  await expect(email).toHaveValue(user.email);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter/subscribe')) sent.push(request.postData() ?? '');
  });
  await email.fill('   ');
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByText('Please enter your email address')).toBeVisible();
  expect(sent).toEqual([]);

  const changed = `news.${user.username}@example.org`;
  await email.fill(changed);
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByRole('status')).toHaveText(SUBSCRIBED);
  const shownAt = Date.now();
  expect(JSON.parse(sent[0] ?? '{}')).toEqual({ email: changed });
  await expect(modal(page)).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);

  const link = footer(page).getByRole('link', { name: 'Join Our Newsletter' });
  await expect(link).toHaveAttribute('href', '/newsletter');
  await link.click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Subscribed', exact: true })).toBeVisible();
  await expect(page.getByTestId('newsletter-email')).toHaveText(changed);
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
  );
  await expect(page.getByText(`Subscribed on ${today}`)).toBeVisible();
});

test('the modal shows the server message or its own wording when subscribing fails', async ({ page }) => {
  await signedInUser(page, 'nle');
  await page.goto('/home');
  await footer(page).getByRole('button', { name: 'Join Our Newsletter' }).click();
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many requests. Please try again later.' } }),
  );
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByText('Too many requests. Please try again later.')).toBeVisible();
  await page.unroute('**/api/newsletter/subscribe');
  await page.route('**/api/newsletter/subscribe', (route) => route.abort());
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByText('Failed to subscribe to newsletter')).toBeVisible();
  await expect(modal(page)).toBeVisible();
});

test('/newsletter: unsubscribe after the confirm question, then Subscribe Now subscribes again', async ({
  page,
}) => {
  const user = await signedInUser(page, 'nlu');
  await subscribeByApi(page, user);
  await page.goto('/newsletter');
  await expect(page).toHaveTitle(/Newsletter/);
  await expect(page.getByTestId('newsletter-email')).toHaveText(user.email);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(CONFIRM);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Subscribed', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: UNSUBSCRIBED })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Not subscribed' })).toBeVisible();
  await expect(page.getByText('Focus techniques')).toBeVisible();
  await expect(footer(page).getByRole('button', { name: 'Join Our Newsletter' })).toBeVisible();
  const status = await page.request.get('/api/newsletter/status', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(((await status.json()) as { isSubscribed: boolean }).isSubscribed).toBe(false);

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(modal(page).getByLabel('Email address')).toHaveValue(user.email);
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByRole('status')).toHaveText(SUBSCRIBED);
  await expect(modal(page)).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Subscribed', exact: true })).toBeVisible();
  await expect(page.getByTestId('newsletter-email')).toHaveText(user.email);
  // The Subscribe Now button that opened the modal is gone: focus waits on the new card, not <body>.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeFocused();
});

test('/newsletter: failures show their messages; a status failure offers a retry', async ({ page }) => {
  const user = await signedInUser(page, 'nlx');
  await subscribeByApi(page, user);
  await page.route('**/api/newsletter/status', (route) =>
    route.fulfill({ status: 500, json: { message: 'Status is down' } }),
  );
  await page.goto('/newsletter');
  await expect(page.getByRole('alert')).toContainText('Failed to load subscription status', {
    timeout: 15_000,
  });
  await page.unroute('**/api/newsletter/status');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('newsletter-email')).toHaveText(user.email);

  await page.route('**/api/newsletter/unsubscribe', (route) =>
    route.fulfill({ status: 500, json: { message: 'The newsletter service is busy' } }),
  );
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toContainText('The newsletter service is busy');
  await error.getByRole('button', { name: 'OK' }).click();

  await page.unroute('**/api/newsletter/unsubscribe');
  await page.route('**/api/newsletter/unsubscribe', (route) => route.abort());
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(error).toContainText('Failed to unsubscribe');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribed', exact: true })).toBeVisible();
});

test('Back returns to the previous page, or to /home when there is none', async ({ page }) => {
  const user = await signedInUser(page, 'nlb');
  await subscribeByApi(page, user);
  await page.goto('/home');
  await footer(page).getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await footer(page).getByRole('link', { name: 'Join Our Newsletter' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);

  await page.goto('/newsletter');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on /newsletter and in the modal (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const user = await signedInUser(page, `nla${theme[0]}`);
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { name: 'Not subscribed' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(modal(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await subscribeByApi(page, user);
    await page.reload();
    await expect(page.getByTestId('newsletter-email')).toHaveText(user.email);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
