import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

export const PASSWORD = 'Focus123$';
let n = 0;

export type VerifiedUser = { id: string; username: string; email: string; token: string };

/** A new user, registered and verified with the mailed code through the API, and logged in there. */
export async function verifiedUser(api: APIRequestContext, prefix: string): Promise<VerifiedUser> {
  n += 1;
  const username = `${prefix}${Date.now().toString(36)}${n}`;
  const email = `${username}@example.com`;
  const register = await api.post('/api/auth/register', { data: { username, email, password: PASSWORD } });
  expect(register.status(), await register.text()).toBe(201);
  const otp = await latestCode(email);
  expect((await api.post('/api/auth/verify-otp', { data: { email, otp } })).ok()).toBe(true);
  const login = await api.post('/api/auth/login', {
    data: { identifier: email, password: PASSWORD, rememberMe: true },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  return { id: user._id, username, email, token };
}

/** Puts the user's token into the page's local storage before its first script, as a login leaves it. */
export async function signInPage(page: Page, user: VerifiedUser) {
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, user.token);
}

/** A new user whose token the page already holds. */
export async function signedInUser(page: Page, prefix: string): Promise<VerifiedUser> {
  const user = await verifiedUser(page.request, prefix);
  await signInPage(page, user);
  return user;
}
