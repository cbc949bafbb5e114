import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

describe('rate limits', async () => {
  const { app, mailbox } = await createTestApp();

  it('throttles repeated wrong logins for one account from one address, not the user elsewhere', async () => {
    const account = await signUp(app, mailbox);
    const attempt = (remoteAddress: string, password = 'Wrong123$') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { identifier: account.email, password },
      });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await attempt('203.0.113.7')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    const limited = await attempt('203.0.113.7', account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    // The real user on another network still gets in.
    expect((await attempt('198.51.100.20', account.password)).statusCode).toBe(200);
  });

  it('limits mails per address: a flood of forgot-password requests stops', async () => {
    const account = await signUp(app, mailbox);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { email: account.email },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('limits registrations per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.99',
        payload: { username: `flood${i}`, email: `flood${i}@example.com`, password: 'Focus123$' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
  });
});
