import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomIp, signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

describe('rate limits', async () => {
  const { app, mailbox } = await createTestApp();

  // The limiters count with the system clock: the tests move it instead of waiting.
  afterEach(() => {
    vi.useRealTimers();
  });
  const moveClock = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const login = (identifier: string, password: string, remoteAddress = randomIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { identifier, password } });
  const waitOf = (res: { statusCode: number; headers: Record<string, unknown> }) =>
    res.statusCode === 429 ? Number(res.headers['retry-after']) : 0;

  it('makes each wrong guess at an account wait twice as long, from any address, by email or user name alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await signUp(app, mailbox);
    const names = [account.email, account.username.toUpperCase()];
    // Five free attempts, alternating email and user name from different addresses: one budget.
    for (let i = 0; i < 5; i += 1) expect((await login(names[i % 2]!, 'Wrong123$')).statusCode).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      expect((await login(names[i % 2]!, 'Wrong123$')).statusCode).toBe(400);
      // Straight after, even the right password has to wait, whoever sends it.
      const early = await login(names[(i + 1) % 2]!, account.password);
      expect(early.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      waits.push(waitOf(early));
      moveClock(waitOf(early));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // The owner gets in once the wait is over, and that forgets the wrong guesses.
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(account.username, 'Wrong123$')).statusCode).toBe(400);
  });

  it('delays guesses at an unknown account the same way, so the answers do not reveal accounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1)
      codes.push((await login('nobody-here@example.com', 'Wrong123$')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });

  it('throttles repeated wrong logins for one account from one address, not the user elsewhere', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await signUp(app, mailbox);
    const codes: number[] = [];
    // Ten guesses from one address, each after the account's delay: the address's budget is spent.
    for (let i = 0; i < 12; i++) {
      const res = await login(account.email, 'Wrong123$', '203.0.113.7');
      codes.push(res.statusCode);
      moveClock(60);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    const limited = await login(account.email, account.password, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    // The real user on another network still gets in.
    expect((await login(account.email, account.password, '198.51.100.20')).statusCode).toBe(200);
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
