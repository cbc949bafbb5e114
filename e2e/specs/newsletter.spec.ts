import type { Page } from '@playwright/test';
import {
  type Account,
  newCredentials,
  registerAndVerify,
  signedInUser,
  signInPage,
  submitLoginForm,
} from '../support/accounts';
import { NONE_IN_EITHER_THEME, seriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { latestLink } from '../support/mailbox';
import {
  advance,
  modeButton,
  openWithPausedClock,
  saveTimerSettings,
  timerPanel,
} from '../support/timer-page';

// The newsletter journeys (docs/product-rules.md#newsletter): the footer target, the modal and its once-only
// prompt, the /newsletter status page, and the double opt-in of an address that is not the account's own (a
// link mailed to it, opened on /newsletter/confirm).
const SUBSCRIBED = 'You are now subscribed to our newsletter!';
const CONFIRMATION_SENT =
  'Almost there! Please confirm your subscription with the link we sent to your inbox.';
const CONFIRMED = 'Your newsletter subscription is confirmed.';
const INVALID_LINK = 'This confirmation link is invalid or has expired.';
const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter.';
const CONFIRM = 'Are you sure you want to unsubscribe from our newsletter?';

const footer = (page: Page) => page.getByRole('contentinfo');
const modal = (page: Page) => page.getByRole('dialog', { name: 'Join Our Newsletter' });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function subscribeByApi(page: Page, user: Account, email = user.email) {
  const res = await page.request.post('/api/newsletter/subscribe', {
    headers: user.headers,
    data: { email },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { message: string }).message;
}

/**
 * The newest confirmation link mailed to `email` (skipping the `seen` ones), and its path to open here:
 * the mail names the server's PUBLIC_URL host, the journeys run on 127.0.0.1.
 */
async function confirmLink(email: string, seen: string[] = []) {
  const link = await latestLink(email, seen);
  expect(link).toMatch(/\/newsletter\/confirm\?token=[\w-]{43}$/);
  const url = new URL(link);
  return { link, path: `${url.pathname}${url.search}` };
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
    const user = await registerAndVerify(page.request, newCredentials('nlp'));
    // The page's clock runs as the wall clock does, and a test moves it on instead of waiting.
    await page.clock.install();
    await page.goto('/login');
    const loginAt = Date.now();
    await submitLoginForm(page, user.email);
    await expect(page).toHaveURL(/\/home$/);
    await expect(modal(page)).toBeVisible();
    expect(Date.now() - loginAt).toBeGreaterThanOrEqual(3000);
    await expect(modal(page).getByLabel('Email address')).toHaveValue(user.email);
    await expect(modal(page).getByLabel('Email address')).toBeFocused();
    await expect(modal(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const session = await page.request.get('/api/auth/verify-session', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { _id: id } = ((await session.json()) as { user: { _id: string } }).user;
    expect(await page.evaluate((key) => localStorage.getItem(key), `newsletterPrompted:${id}`)).toBe('true');

    await modal(page).getByRole('button', { name: 'Maybe Later' }).click();
    await expect(modal(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward(4500);
    await expect(modal(page)).toHaveCount(0);
  });

  test('never covers a running timer, in focus or in a break: it opens at the pause instead', async ({
    page,
  }) => {
    await signedInUser(page, 'nlf');
    await page.goto('/home');
    const panel = page.getByTestId('timer-panel');
    await panel.getByRole('button', { name: 'Start' }).click();
    // On the wall clock: with the page's clock moved on instead, the prompt opened over the running
    // period (the period is timed by the same clock).
    await page.waitForTimeout(4500);
    await expect(modal(page)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(modal(page)).toBeVisible();
  });

  test('waits through a running break too', async ({ page }) => {
    await signedInUser(page, 'nlb');
    // The page's clock stands still until moved, from before the app starts: the 3 s pass only where
    // the test says.
    await openWithPausedClock(page, '/home', { fromTheStart: true });
    // A 0-minute pomodoro ends at once: the run's final break runs from the start.
    await saveTimerSettings(page, { 'Pomodoro Time (minutes)': '0' });
    await timerPanel(page).getByRole('button', { name: 'Start' }).click();
    const summary = page.getByRole('dialog', { name: 'Session complete' });
    await summary.getByRole('button', { name: 'Done' }).click();
    await expect(modeButton(page, 'Break')).toBeVisible();
    await advance(page, 4500);
    await expect(timerPanel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(modal(page)).toHaveCount(0);
    await timerPanel(page).getByRole('button', { name: 'Pause' }).click();
    await advance(page, 1000);
    await expect(modal(page)).toBeVisible();
  });

  test('asks once per person: another device does not ask again', async ({ page, browser, baseURL }) => {
    const user = await signedInUser(page, 'nld');
    await page.clock.install();
    await page.goto('/home');
    await page.clock.fastForward(4500);
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Maybe Later' }).click();
    const status = async () =>
      (await (await page.request.get('/api/newsletter/status', { headers: user.headers })).json()) as {
        prompted: boolean;
      };
    await expect.poll(async () => (await status()).prompted).toBe(true);

    // A new device: nothing in its storage, the same account.
    const elsewhere = await browser.newContext({ baseURL, serviceWorkers: 'block', reducedMotion: 'reduce' });
    try {
      const phone = await elsewhere.newPage();
      await signInPage(phone, user.token);
      await phone.clock.install();
      await phone.goto('/home');
      await expect(phone.getByTestId('timer-panel')).toBeVisible();
      await phone.clock.fastForward(4500);
      await expect(modal(phone)).toHaveCount(0);
    } finally {
      await elsewhere.close();
    }
  });

  test('waits for an open dialog to close, and counts a failed status read as not subscribed', async ({
    page,
  }) => {
    await signedInUser(page, 'nlw');
    // A 4xx is not retried, so the failure is known well before the 3 s are up.
    await page.route('**/api/newsletter/status', (route) =>
      route.fulfill({ status: 400, json: { message: 'Status is down' } }),
    );
    await page.clock.install();
    await page.goto('/home');
    await page.getByRole('button', { name: 'About' }).first().click();
    const about = page.getByRole('dialog').filter({ hasText: "Got it, let's focus!" });
    await expect(about).toBeVisible();
    await page.clock.fastForward(4000);
    await expect(modal(page)).toHaveCount(0);
    await about.getByRole('button', { name: "Got it, let's focus!" }).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('never asks a subscribed user', async ({ page }) => {
    const user = await signedInUser(page, 'nls');
    await subscribeByApi(page, user);
    await page.clock.install();
    await page.goto('/home');
    await expect(footer(page).getByRole('link', { name: 'Join Our Newsletter' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    await page.clock.fastForward(4500);
    await expect(modal(page)).toHaveCount(0);
  });
});

test('footer → modal: empty email error, the own address subscribes at once, closes after 2 s, focus stays in the footer', async ({
  page,
}) => {
  const user = await signedInUser(page, 'nlf');
  await page.goto('/home');
  const join = footer(page).getByRole('button', { name: 'Join Our Newsletter' });
  await join.click();
  await expect(modal(page)).toBeVisible();
  const email = modal(page).getByLabel('Email address');
  await expect(email).toHaveValue(user.email);
  // The live region is there, empty, before anything is announced in it.
  await expect(modal(page).getByRole('status')).toHaveText('');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter/subscribe')) sent.push(request.postData() ?? '');
  });
  await email.fill('   ');
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByText('Please enter your email address')).toBeVisible();
  expect(sent).toEqual([]);

  await email.fill(user.email.toUpperCase());
  // The 2 s start when the answer arrives, after this click: counted from here the modal may not close
  // sooner (how much later depends on how busy the machine is).
  const subscribedAt = Date.now();
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByRole('status')).toHaveText(SUBSCRIBED);
  expect(JSON.parse(sent[0] ?? '{}')).toEqual({ email: user.email.toUpperCase(), language: 'en' });
  await expect(modal(page)).toBeHidden();
  const elapsed = Date.now() - subscribedAt;
  expect(elapsed).toBeGreaterThanOrEqual(2000);

  // The button that opened the modal became a link: focus went there, not to <body>.
  const link = footer(page).getByRole('link', { name: 'Join Our Newsletter' });
  await expect(link).toHaveAttribute('href', '/newsletter');
  await expect(link).toBeFocused();
  await link.click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(heading(page, 'Subscribed')).toBeVisible();
  await expect(page.getByTestId('newsletter-email')).toHaveText(user.email.toUpperCase());
  await expect(heading(page, 'Confirmation pending')).toHaveCount(0);
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
  );
  await expect(page.getByText(`Subscribed on ${today}`)).toBeVisible();
});

test('another address waits for the link mailed to it; opened signed out, it confirms once', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await signedInUser(page, 'nlc');
  await page.goto('/home');
  await footer(page).getByRole('button', { name: 'Join Our Newsletter' }).click();
  const other = `news.${user.username}@example.org`;
  await modal(page).getByLabel('Email address').fill(other);
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByRole('status')).toHaveText(CONFIRMATION_SENT);
  await expect(modal(page)).toBeHidden();
  // Not subscribed yet: the footer still opens the modal, and focus is back on it.
  await expect(footer(page).getByRole('button', { name: 'Join Our Newsletter' })).toBeFocused();

  await page.goto('/newsletter');
  await expect(heading(page, 'Confirmation pending')).toBeVisible();
  await expect(page.getByTestId('newsletter-pending-email')).toHaveText(other);
  await expect(heading(page, 'Not subscribed')).toBeVisible();
  // Subscribe Now offers the waiting address again, for a new link.
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(modal(page).getByLabel('Email address')).toHaveValue(other);
  await page.keyboard.press('Escape');

  // The link works in another browser, signed out; the welcome mail follows only now.
  const { path } = await confirmLink(other);
  const elsewhere = await browser.newContext({ baseURL });
  const visitor = await elsewhere.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(visitor.getByTestId('newsletter-confirm-message')).toHaveText(CONFIRMED);
  await expect(visitor.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(visitor).toHaveTitle(/Subscription confirmed/);
  await expect.poll(async () => (await latestLink(other)).endsWith('/newsletter')).toBe(true);

  // Used once: the same link now shows the error, with a way to the newsletter page.
  await visitor.reload();
  await expect(visitor.getByTestId('newsletter-confirm-message')).toHaveText(INVALID_LINK);
  await expect(visitor.getByRole('link', { name: 'Go to Newsletter' })).toHaveAttribute(
    'href',
    '/newsletter',
  );
  await elsewhere.close();

  await page.reload();
  await expect(heading(page, 'Subscribed')).toBeVisible();
  await expect(page.getByTestId('newsletter-email')).toHaveText(other);
  await expect(heading(page, 'Confirmation pending')).toHaveCount(0);
  await expect(footer(page).getByRole('link', { name: 'Join Our Newsletter' })).toBeVisible();
});

test('a subscriber moving to another address keeps the old one until the newest link is opened', async ({
  page,
}) => {
  const user = await signedInUser(page, 'nlv');
  expect(await subscribeByApi(page, user)).toBe(SUBSCRIBED);
  const other = `moving.${user.username}@example.org`;
  expect(await subscribeByApi(page, user, other)).toBe(CONFIRMATION_SENT);
  const first = await confirmLink(other);

  await page.goto('/newsletter');
  await expect(heading(page, 'Subscribed')).toBeVisible();
  await expect(page.getByTestId('newsletter-email')).toHaveText(user.email);
  await expect(heading(page, 'Confirmation pending')).toBeVisible();
  await expect(page.getByTestId('newsletter-pending-email')).toHaveText(other);
  await expect(page.getByText(`Until then the newsletter keeps going to ${user.email}.`)).toBeVisible();

  // A new link replaces the first one.
  await page.getByRole('button', { name: 'Send New Link' }).click();
  await expect(modal(page).getByLabel('Email address')).toHaveValue(other);
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByRole('status')).toHaveText(CONFIRMATION_SENT);
  await expect(modal(page)).toBeHidden();
  const second = await confirmLink(other, [first.link]);

  await page.goto(first.path);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByTestId('newsletter-confirm-message')).toHaveText(INVALID_LINK);

  await page.goto(second.path);
  await expect(page.getByTestId('newsletter-confirm-message')).toHaveText(CONFIRMED);
  await expect(page.locator('h1')).toHaveCount(1);
  await page.getByRole('link', { name: 'Go to Your Newsletter' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByTestId('newsletter-email')).toHaveText(other);
  await expect(heading(page, 'Confirmation pending')).toHaveCount(0);
});

test('/newsletter/confirm without a token, and when the server cannot be reached', async ({ page }) => {
  await page.goto('/newsletter/confirm');
  await expect(page.getByTestId('newsletter-confirm-message')).toHaveText(INVALID_LINK);
  await expect(page.locator('h1')).toHaveCount(1);

  let posts = 0;
  await page.route('**/api/newsletter/confirm', (route) => {
    posts += 1;
    return route.abort();
  });
  await page.goto('/newsletter/confirm?token=some-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation failed' })).toBeVisible();
  expect(posts).toBe(1);
  await page.unroute('**/api/newsletter/confirm');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('newsletter-confirm-message')).toHaveText(INVALID_LINK);
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

  // The status is read again 1 s after unsubscribing (slowed down here): until then the old card takes
  // no second unsubscribe.
  await page.route('**/api/newsletter/status', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: UNSUBSCRIBED })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Not subscribed' })).toBeVisible();
  await page.unroute('**/api/newsletter/status');
  await expect(page.getByText('Focus techniques')).toBeVisible();
  await expect(footer(page).getByRole('button', { name: 'Join Our Newsletter' })).toBeVisible();
  const status = await page.request.get('/api/newsletter/status', { headers: user.headers });
  expect(((await status.json()) as { isSubscribed: boolean }).isSubscribed).toBe(false);

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(modal(page).getByLabel('Email address')).toHaveValue(user.email);
  await modal(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(modal(page).getByRole('status')).toHaveText(SUBSCRIBED);
  await expect(modal(page)).toBeHidden();
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
  await page.getByRole('button', { name: 'Try Again' }).click();
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

// Each scan in both themes, from one page load (support/axe.ts).
test('axe finds no serious violation on /newsletter and in the modal, light and dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const user = await signedInUser(page, 'nla');
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { name: 'Not subscribed' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(modal(page)).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
  // Still open: both scans saw it.
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await subscribeByApi(page, user);
  await page.reload();
  await expect(page.getByTestId('newsletter-email')).toHaveText(user.email);
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // Subscribed, and another address waiting for confirmation.
  expect(await subscribeByApi(page, user, `axe.${user.username}@example.org`)).toBe(CONFIRMATION_SENT);
  await page.reload();
  await expect(heading(page, 'Confirmation pending')).toBeVisible();
  await expect(heading(page, 'Subscribed')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
});

test('axe finds no serious violation when only pending and on /newsletter/confirm, light and dark', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const user = await signedInUser(page, 'nlq');
  const other = `pending.${user.username}@example.org`;
  expect(await subscribeByApi(page, user, other)).toBe(CONFIRMATION_SENT);
  await page.goto('/newsletter');
  await expect(heading(page, 'Confirmation pending')).toBeVisible();
  await expect(heading(page, 'Not subscribed')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);

  const { path } = await confirmLink(other);
  await page.goto(path);
  await expect(page.getByTestId('newsletter-confirm-message')).toHaveText(CONFIRMED);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);

  await page.reload();
  await expect(page.getByTestId('newsletter-confirm-message')).toHaveText(INVALID_LINK);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
});
