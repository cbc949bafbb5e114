import { newCredentials, registerAndVerify } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { chooseGoogleAccount, googleIdToken, useFakeGoogle } from '../support/google';
import { hasSeenText, watchForText } from '../support/seen-text';

// Google sign-in: the button on /login and /register when the server has a client id, the
// same overlay and redirect as a password login, and an account found by Google's `sub` or linked by a
// verified email. The server checks real signatures against the e2e server's local key set.

const unique = () => `g${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.beforeEach(async ({ context }) => {
  await useFakeGoogle(context);
});

test('a new Google user signs in from /login and gets an account', async ({ page }) => {
  const id = unique();
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await chooseGoogleAccount(page, await googleIdToken({ sub: `sub-${id}`, email: `${id}@gmail.test` }));
  await watchForText(page, 'Logging in');
  await watchForText(page, 'Login Successful!');
  await google.click();
  await expect(page).toHaveURL(/\/home$/);
  // The overlay and its pill last only the request and half a second: the page recorded them
  // (support/seen-text.ts).
  expect(await hasSeenText(page, 'Logging in')).toBe(true);
  expect(await hasSeenText(page, 'Login Successful!')).toBe(true);
  // The account is new: a first visit is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const session = await page.request.get('/api/auth/verify-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await session.json()).user).toMatchObject({ email: `${id}@gmail.test`, isVerified: true });
});

test('Google sign-in on /register links to the account with the same verified email', async ({ page }) => {
  const account = await registerAndVerify(page.request, newCredentials('g'));

  await page.goto('/register');
  await chooseGoogleAccount(
    page,
    await googleIdToken({ sub: `sub-${account.username}`, email: account.email }),
  );
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // An account that existed before this sign-in is welcomed back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.username}`);
});

test('a token Google did not sign is refused with the error modal', async ({ page }) => {
  await page.goto('/login');
  const forged = await googleIdToken({ sub: 'sub-forged', email: 'forged@gmail.test' });
  // Same header and claims, another signature: the server's key check must fail.
  const [header, payload] = forged.split('.');
  await chooseGoogleAccount(page, `${header}.${payload}.${'A'.repeat(342)}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(dialog.getByText('Google login failed. Please try again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('without a Google client id on the server the button is hidden', async ({ page }) => {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleClientId: null } });
  });
  for (const path of ['/login', '/register']) {
    // Each page's settings answer is complete before the next navigation, which would dispose of it.
    const config = page.waitForResponse('**/api/config');
    await page.goto(path);
    await config;
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  }
});
