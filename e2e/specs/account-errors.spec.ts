import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { latestCode } from '../support/mailbox';

// Issue 3's error handling and client session rules (001 §4 Login, §8 Login and Register; 000 §4
// Session, §5 time-outs), with the server's answers replaced where a fault has to be simulated.

const PASSWORD = 'Focus123$';

async function verifiedUser(api: APIRequestContext) {
  const id = `err${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const user = { username: id, email: `${id}@example.com`, password: PASSWORD };
  expect((await api.post('/api/auth/register', { data: user })).status()).toBe(201);
  const otp = await latestCode(user.email);
  expect((await api.post('/api/auth/verify-otp', { data: { email: user.email, otp } })).ok()).toBe(true);
  return user;
}

async function submitLogin(page: Page, identifier: string, password = PASSWORD) {
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs the page in through the API: the token in local storage, as the login form leaves it. */
async function signIn(page: Page) {
  const user = await verifiedUser(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: user.email, password: PASSWORD, rememberMe: true },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  return token;
}

test('the overlay shows Authenticating... with a climbing bar, then Success! Redirecting... at 100', async ({
  page,
}) => {
  const user = await verifiedUser(page.request);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await submitLogin(page, user.username);
  const overlay = page.getByRole('status').filter({ hasText: 'Logging in' });
  await expect(overlay.getByText('Authenticating...')).toBeVisible();
  await expect(page.getByLabel('Email or Username')).toBeDisabled();
  const bar = overlay.getByRole('progressbar', { name: 'Login progress' });
  // +10 every 100 ms, never past 90 while the server has not answered.
  await expect(bar).toHaveAttribute('aria-valuenow', '90', { timeout: 3000 });
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
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await page.goto('/login');
  await submitLogin(page, 'someone@example.com');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(dialog.getByText('Server error! Please try again later.')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/server-error$/, { timeout: 3000 });
});

test('login: a network failure shows the unexpected error, then /server-error after 2 s', async ({
  page,
}) => {
  await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await submitLogin(page, 'someone@example.com');
  await expect(page.getByText('An unexpected error occurred. Please try again later.')).toBeVisible();
  await expect(page).toHaveURL(/\/server-error$/, { timeout: 4000 });
});

test('register: a taken name or email is refused with its message; a server fault goes to /server-error', async ({
  page,
}) => {
  const user = await verifiedUser(page.request);
  await page.goto('/register');
  await page.getByLabel('User Name').fill(user.username.toUpperCase());
  await page.getByLabel('Email').fill(`other-${user.email}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alertdialog').getByText('Email or Username already in use!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.route('**/api/auth/register', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
  );
  await page.getByLabel('User Name').fill('brandnew');
  await page.getByLabel('Email').fill('brandnew@example.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alertdialog').getByText(/^error: /)).toBeVisible();
  await expect(page).toHaveURL(/\/server-error$/);
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
// journeys wait in real time.
test('a session check that takes over 8 s times out and signs the user out', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.route('**/api/auth/verify-session', () => {
    // Never answered: only the 8 s time-out ends the request.
  });
  await page.reload();
  await page.waitForTimeout(6000);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logout clears the local session even when the request hangs (5 s time-out)', async ({ page }) => {
  const token = await signIn(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.route('**/api/auth/logout', () => {
    // Never answered.
  });
  await page.getByRole('button', { name: /^Profile:/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 4000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The request never reached the server, so that session stays valid there until it expires; the
  // device forgot it, which is what a user who pressed Logout on a dead connection expects.
  const stillOpen = await page.request.get('/api/auth/verify-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stillOpen.status()).toBe(200);
});
