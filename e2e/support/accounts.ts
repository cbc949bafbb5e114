import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

// Accounts for the journeys, made the way a user makes them: registered through the API, verified with
// the code from the mailbox, logged in. Registration is rate-limited (10 an hour per client address):
// support/fixtures.ts gives every test an address of its own, so a test may sign up a few users.

/** The password of every journey account (it passes the registration rules). */
export const PASSWORD = 'Focus123$';

export type Credentials = { username: string; email: string; password: string };

export type Account = Credentials & {
  id: string;
  token: string;
  /** The bearer header for API calls as this user. */
  headers: Record<string, string>;
};

let made = 0;

/**
 * A username no other journey uses, starting with `prefix` (searches by prefix find it), its address at
 * example.com and the shared password.
 */
export function newCredentials(prefix = 'user'): Credentials {
  made += 1;
  const username = `${prefix}${Date.now().toString(36)}${made}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

/** POST /api/auth/register; the account stays unverified. */
export async function register(api: APIRequestContext, credentials: Credentials) {
  const res = await api.post('/api/auth/register', { data: credentials });
  expect(res.status(), await res.text()).toBe(201);
}

/** Registers and verifies with the mailed code, which signs the user in (the session's token). */
async function registerAndVerifySession(api: APIRequestContext, credentials: Credentials) {
  await register(api, credentials);
  const otp = await latestCode(credentials.email);
  const verify = await api.post('/api/auth/verify-otp', { data: { email: credentials.email, otp } });
  expect(verify.status(), await verify.text()).toBe(200);
  const { token, user } = (await verify.json()) as { token: string; user: { _id: string } };
  return { token, id: user._id, headers: { authorization: `Bearer ${token}` } };
}

/** Registers and verifies with the mailed code; the session the verification started is not used. */
export async function registerAndVerify(
  api: APIRequestContext,
  credentials: Credentials = newCredentials(),
): Promise<Credentials> {
  await registerAndVerifySession(api, credentials);
  return credentials;
}

/** POST /api/auth/login (remember me) with the email or the username. */
export async function logIn(api: APIRequestContext, identifier: string, password = PASSWORD) {
  const res = await api.post('/api/auth/login', { data: { identifier, password, rememberMe: true } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  return { token, id: user._id, headers: { authorization: `Bearer ${token}` } };
}

/** A new verified user, signed in once through the API: by the verification, as in the product. */
export async function signUp(api: APIRequestContext, prefix?: string): Promise<Account> {
  const credentials = newCredentials(prefix);
  return { ...credentials, ...(await registerAndVerifySession(api, credentials)) };
}

/**
 * Puts `token` into the page's local storage before its scripts run, as a login leaves it. By default on
 * every load that finds no token; with `once` only on the first load of this tab, so a journey that
 * logs out (or has the app wipe the session) and then reloads stays signed out.
 */
export async function signInPage(page: Page, token: string, { once = false } = {}) {
  await page.addInitScript(
    ({ value, onlyOnce }) => {
      if (onlyOnce) {
        if (sessionStorage.getItem('e2eTokenSeeded')) return;
        sessionStorage.setItem('e2eTokenSeeded', '1');
      }
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    },
    { value: token, onlyOnce: once },
  );
}

/** A new verified user whose token the page already holds (see signInPage). */
export async function signedInUser(page: Page, prefix?: string, options?: { once?: boolean }) {
  const account = await signUp(page.request, prefix);
  await signInPage(page, account.token, options);
  return account;
}

/** Fills and sends the /login form. */
export async function submitLoginForm(page: Page, identifier: string, password = PASSWORD) {
  // The prerendered page is inert until the app runs on it.
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The flags /verify-otp and /reset-password need to show (the forgot-password step leaves them). */
export async function allowCodeFlowPages(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('otpSent', 'true');
    sessionStorage.setItem('resetVerified', 'true');
    sessionStorage.setItem('emailForOtp', 'someone@example.com');
  });
}
