import type { Page } from '@playwright/test';
import {
  newCredentials,
  PASSWORD,
  registerAndVerify,
  signedInUser,
  submitLoginForm,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Error handling and client session rules (docs/product-rules.md#login, #registration,
// #session-on-the-device), with the server's answers replaced where a fault has to be simulated.

/**
 * Watches, from now on, for the page to reach `url`. The returned check waits for it and asserts it came
 * `ms` (the app's timer) after `startedAt()`: a moment the test recorded just before the app's timer
 * started. Not sooner — 250 ms are allowed for a time-out that starts as its request goes out, a little
 * before the test sees the request. How much later it comes depends on how busy the machine is, so that
 * is not asserted.
 */
function watchRedirect(page: Page, url: RegExp) {
  let arrivedAt = 0;
  page.on('framenavigated', (frame) => {
    if (!arrivedAt && frame === page.mainFrame() && url.test(frame.url())) arrivedAt = Date.now();
  });
  return async (startedAt: () => number, ms: number) => {
    await page.waitForURL(url, { timeout: ms + 5000 });
    expect(startedAt(), 'the moment the timer started was not recorded').toBeGreaterThan(0);
    expect(arrivedAt, `the move to ${url} was not seen`).toBeGreaterThan(0);
    const elapsed = arrivedAt - startedAt();
    // The request is seen here when Playwright reports it, which on a busy machine is a few hundred
    // milliseconds after the page sent it and started its time-out: a second of slack for that.
    expect(elapsed).toBeGreaterThanOrEqual(ms - 1000);
  };
}

/** Signs the page in through the API, once: a session the app ends stays ended on the next load. */
async function signIn(page: Page) {
  return (await signedInUser(page, 'err', { once: true })).token;
}

test('the overlay shows Authenticating... with a climbing bar, then Success! Redirecting... at 100', async ({
  page,
}) => {
  const user = await registerAndVerify(page.request, newCredentials('err'));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await submitLoginForm(page, user.username);
  const overlay = page.getByRole('status').filter({ hasText: 'Logging in' });
  await expect(overlay.getByText('Authenticating...')).toBeVisible();
  await expect(page.getByLabel('Email or Username')).toBeDisabled();
  const bar = overlay.getByRole('progressbar', { name: 'Login progress' });
  // +10 every 100 ms, never past 90 while the server has not answered.
  await expect(bar).toHaveAttribute('aria-valuenow', '90');
  await page.waitForTimeout(400);
  await expect(bar).toHaveAttribute('aria-valuenow', '90');
  release();
  await expect(overlay.getByText('Success! Redirecting...')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('the password field shows and hides what was typed', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Secret123$');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('login: a server fault shows the server error, then /server-error after 2 s', async ({ page }) => {
  let answeredAt = 0;
  await page.route('**/api/auth/login', (route) => {
    answeredAt = Date.now();
    return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
  });
  await page.goto('/login');
  const redirected = watchRedirect(page, /\/server-error$/);
  await submitLoginForm(page, 'someone@example.com');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(dialog.getByText('Server error! Please try again later.')).toBeVisible();
  await redirected(() => answeredAt, 2000);
});

test('login: a network failure shows the unexpected error, then /server-error after 2 s', async ({
  page,
}) => {
  let failedAt = 0;
  await page.route('**/api/auth/login', (route) => {
    failedAt = Date.now();
    return route.abort('internetdisconnected');
  });
  await page.goto('/login');
  const redirected = watchRedirect(page, /\/server-error$/);
  await submitLoginForm(page, 'someone@example.com');
  await expect(page.getByText('An unexpected error occurred. Please try again later.')).toBeVisible();
  await redirected(() => failedAt, 2000);
});

test('register: a taken name or email is refused with its message; a server fault goes to /server-error', async ({
  page,
}) => {
  const user = await registerAndVerify(page.request, newCredentials('err'));
  await page.goto('/register');
  await page.getByLabel('User Name').fill(user.username.toUpperCase());
  await page.getByLabel('Email').fill(`other-${user.email}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alertdialog').getByText('Email or Username already in use!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/register$/);
  // The message stays next to the field once the dialog is gone.
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email or Username already in use!');

  await page.route('**/api/auth/register', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
  );
  await page.getByLabel('User Name').fill('brandnew');
  await page.getByLabel('Email').fill('brandnew@example.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alertdialog').getByText(/^error: /)).toBeVisible();
  await expect(page).toHaveURL(/\/server-error$/);
});

test('register: a user name with an @ is refused with its message and nothing is sent', async ({ page }) => {
  const user = newCredentials('err');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) sent = true;
  });
  await page.goto('/register');
  await page.getByLabel('User Name').fill(`carol@${user.email.split('@')[1]}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  // Next to the field, not in a dialog that hides the form.
  await expect(page.getByLabel('User Name')).toHaveAccessibleDescription(
    'User name cannot contain the @ sign. Your email goes in the Email field.',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
  expect(sent).toBe(false);
});

test('a 401 from the session check at load clears the token and the user cookie', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.route('**/api/auth/verify-session', (route) =>
    route.fulfill({ status: 401, json: { message: 'Your session has expired. Please log in again.' } }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'user')).toBeUndefined();
});

// AbortSignal.timeout runs on the real clock (Playwright's fake clock does not reach it), so these two
// journeys wait in real time, counted from the moment the request went out.
test('a session check that takes over 8 s times out and signs the user out', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  let sentAt = 0;
  await page.route('**/api/auth/verify-session', () => {
    // Never answered: only the 8 s time-out ends the request.
    sentAt ||= Date.now();
  });
  const signedOut = watchRedirect(page, /\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await signedOut(() => sentAt, 8000);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logout clears the local session even when the request hangs (5 s time-out)', async ({ page }) => {
  const token = await signIn(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  let sentAt = 0;
  await page.route('**/api/auth/logout', () => {
    // Never answered.
    sentAt ||= Date.now();
  });
  const signedOut = watchRedirect(page, /\/login$/);
  await page.getByRole('button', { name: /^Profile:/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signedOut(() => sentAt, 5000);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The request never reached the server, so that session stays valid there until it expires; the
  // device forgot it, which is what a user who pressed Logout on a dead connection expects.
  const stillOpen = await page.request.get('/api/auth/verify-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stillOpen.status()).toBe(200);
});
