import type { App } from '../app';
import type { createMailbox } from './test-app';

type Mailbox = ReturnType<typeof createMailbox>;
let counter = 0;

/** A fresh client address per request, so per-IP rate limits only bite in the tests about them. */
export const randomIp = () => `10.${rnd()}.${rnd()}.${rnd()}`;
const rnd = () => Math.floor(Math.random() * 250) + 1;

export const STRONG_PASSWORD = 'Focus123$';

export function newAccount(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
  return { username: id, email: `${id}@example.com`, password: STRONG_PASSWORD };
}

/**
 * Registers and verifies with the mailed code, which signs the user in as the product does; returns the
 * bearer token and user of that session.
 */
export async function signUp(app: App, mailbox: Mailbox, account = newAccount()) {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
    remoteAddress: randomIp(),
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    remoteAddress: randomIp(),
    payload: { email: account.email, otp: mailbox.lastCode(account.email) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const body = verify.json() as { token: string; user: { _id: string; email: string } };
  return { ...account, token: body.token, user: body.user, auth: { authorization: `Bearer ${body.token}` } };
}

/**
 * A fresh session for an existing account: for tests that move the clock past the 12-hour idle limit
 * and then act as the user again.
 */
export async function logIn(app: App, account: { email: string; password: string }) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomIp(),
    payload: { identifier: account.email, password: account.password, rememberMe: true },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json() as { token: string; user: { _id: string; email: string } };
  return { token: body.token, user: body.user, auth: { authorization: `Bearer ${body.token}` } };
}
