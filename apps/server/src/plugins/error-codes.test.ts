import { REGISTER_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../lib/error-body';
import { HttpError } from '../lib/http-error';
import { newAccount, randomIp } from '../test/accounts';
import { createTestApp } from '../test/test-app';

// Error answers keep their English message and gain the code the web translates (decision 040).
describe('error codes', async () => {
  const { app } = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/unlisted', async () => {
        throw new HttpError(400, 'A text nobody put in the table');
      });
    },
  });
  const post = (url: string, payload: unknown, ip = randomIp()) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

  it('codes a validation error, its first field and every field', async () => {
    const res = await post('/api/auth/register', { username: 'a@b', email: 'nope', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'User name cannot contain the @ sign. Your email goes in the Email field.',
      code: 'usernameAt',
      fields: {
        username: 'User name cannot contain the @ sign. Your email goes in the Email field.',
        email: 'Please enter a valid email address',
        password: REGISTER_PASSWORD_MESSAGE,
      },
      fieldCodes: { username: 'usernameAt', email: 'emailInvalid', password: 'registerPassword' },
    });
  });

  it('gives a template its values, and a field limit its number', async () => {
    const res = await post('/api/auth/register', { ...newAccount(), username: 'x'.repeat(201) });
    expect(res.json()).toMatchObject({
      message: 'User name can be at most 200 characters',
      code: 'usernameTooLong',
      params: { max: '200' },
      fieldCodes: { username: 'usernameTooLong' },
    });
  });

  it('names the field of a generic zod text, coded as invalidField', async () => {
    const res = await post('/api/auth/login', { identifier: 'ada', password: 'p', rememberMe: 'yes' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/^rememberMe: Invalid input/);
    expect(body).toMatchObject({
      code: 'invalidField',
      params: { field: 'rememberMe', detail: body.message.slice('rememberMe: '.length) },
      fieldCodes: { rememberMe: 'invalidValue' },
    });
  });

  it('codes 401, 404 and 429', async () => {
    const unauthorized = await app.inject({ method: 'GET', url: '/api/tasks' });
    expect(unauthorized.json()).toEqual({ message: 'Authentication required', code: 'authRequired' });
    const noRoute = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(noRoute.json()).toMatchObject({
      code: 'noRoute',
      params: { method: 'GET', path: '/api/nowhere' },
    });

    const ip = randomIp();
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 40 && !limited; i += 1) {
      const res = await post('/api/auth/forgot-password', { email: 'someone@example.com' }, ip);
      if (res.statusCode === 429) limited = res;
    }
    const seconds = limited!.headers['retry-after'];
    expect(limited!.json()).toEqual({
      message: `Too many attempts. Please wait ${seconds} seconds and try again.`,
      code: 'tooManyAttempts',
      params: { seconds },
    });
  });

  it('answers a text that is not in the table with the code unknown', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/unlisted' });
    expect(res.json()).toEqual({ message: 'A text nobody put in the table', code: 'unknown' });
    expect(errorBody('Something else', { a: 'Task not found.', b: 'Invalid input' })).toEqual({
      message: 'Something else',
      code: 'unknown',
      fields: { a: 'Task not found.', b: 'Invalid input' },
      fieldCodes: { a: 'taskNotFound', b: 'invalidValue' },
    });
  });
});
