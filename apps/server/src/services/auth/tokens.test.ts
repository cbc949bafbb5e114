import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readToken, signToken, VERIFIED_TOKENS_KEPT, verifiedTokensKept } from './tokens';

const secret = 's'.repeat(40);
const key = new TextEncoder().encode(secret);
const now = new Date('2026-01-01T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
// Ids as the database makes them: readToken refuses any other.
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [USER_1, USER_2, SESSION_1, SESSION_2] = [id(1), id(2), id(11), id(12)];
const claims = { sub: USER_1, sid: SESSION_1, role: 'user' as const, email: 'a@b.c', username: 'ab' };

/** What jose, which verified tokens before readToken did, says about a token. */
async function joseAccepts(token: string, at: Date) {
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'focus-room', currentDate: at });
    return true;
  } catch {
    return false;
  }
}

const sign = (payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) =>
  new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key);

function handSigned(header: unknown, payload: unknown) {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe('readToken (synchronous HS256 verification)', () => {
  it('accepts what signToken makes, until it expires', async () => {
    const token = await signToken(secret, claims, { now, expiresAt: new Date(now.getTime() + 3_600_000) });
    expect(readToken(secret, token, now)).toEqual({ sub: USER_1, sid: SESSION_1, role: 'user' });
    expect(readToken(secret, token, new Date(now.getTime() + 3_599_000))).toBeDefined();
    expect(readToken(secret, token, new Date(now.getTime() + 3_600_000))).toBeUndefined();
    expect(readToken('t'.repeat(40), token, now)).toBeUndefined();
  });

  it('agrees with jose on forged, tampered, foreign and malformed tokens', async () => {
    const exp = seconds(now) + 3600;
    const good = await signToken(secret, claims, { now, expiresAt: new Date(now.getTime() + 3_600_000) });
    const [h, p, s] = good.split('.') as [string, string, string];
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cases = [
      good,
      `${h}.${b64({ sub: USER_2, sid: SESSION_1, iss: 'focus-room', exp })}.${s}`,
      `${b64({ alg: 'none' })}.${p}.`,
      `${h}.${p}.${s.slice(0, -2)}`,
      `${h}.${p}.${s}x`,
      `${h}.${p}`,
      'not a token',
      await sign({ sub: 'u', sid: 's', iss: 'focus-room', exp }, { alg: 'HS512' }),
      await sign({ sub: 'u', sid: 's', iss: 'someone-else', exp }),
      await sign({ sub: 'u', sid: 's', iss: 'focus-room', exp, nbf: exp - 10 }),
      await sign({ sub: 'u', sid: 's', iss: 'focus-room', exp: seconds(now) }),
      await sign({ sub: 'u', sid: 's', iss: 'focus-room', exp: String(exp) }),
      await sign({ sub: 'u', sid: 's', iss: 'focus-room', exp, iat: 'yesterday' }),
      // jose will not sign with an unknown critical header; made by hand.
      handSigned({ alg: 'HS256', crit: ['x'], x: 1 }, { sub: 'u', sid: 's', iss: 'focus-room', exp }),
    ];
    for (const token of cases) {
      const jose = await joseAccepts(token, now);
      const ours = readToken(secret, token, now);
      expect({ token, accepted: ours !== undefined }).toEqual({ token, accepted: jose });
    }
  });

  it('refuses a genuine signature over ids that are not uuids, which the server never issues', async () => {
    const exp = seconds(now) + 60;
    for (const [sub, sid] of [
      [USER_1, `${SESSION_1}","${SESSION_2}`],
      [USER_1, 'session-1'],
      [`${USER_1} `, SESSION_1],
      ['', SESSION_1],
    ]) {
      expect(readToken(secret, await sign({ sub, sid, iss: 'focus-room', exp }), now), sid).toBeUndefined();
    }
    expect(
      readToken(secret, await sign({ sub: USER_1, sid: SESSION_1, iss: 'focus-room', exp }), now),
    ).toEqual({
      sub: USER_1,
      sid: SESSION_1,
      role: 'user',
    });
  });

  it('refuses tokens without an expiry or without a session, which the server never issues', async () => {
    expect(readToken(secret, await sign({ sub: 'u', sid: 's', iss: 'focus-room' }), now)).toBeUndefined();
    const exp = seconds(now) + 60;
    expect(readToken(secret, await sign({ sub: 'u', iss: 'focus-room', exp }), now)).toBeUndefined();
  });

  describe('tokens already verified by this process', () => {
    const base = { iss: 'focus-room', sub: USER_2, sid: SESSION_2 };

    it('still check the time claims on every use', () => {
      const token = handSigned({ alg: 'HS256' }, { ...base, nbf: seconds(now) + 10, exp: seconds(now) + 60 });
      expect(readToken(secret, token, now)).toBeUndefined();
      const later = new Date(now.getTime() + 20_000);
      expect(readToken(secret, token, later)).toEqual({ sub: USER_2, sid: SESSION_2, role: 'user' });
      // Known now, and still refused before its nbf (a clock set back) and from its exp on.
      expect(readToken(secret, token, new Date(now.getTime() + 5_000))).toBeUndefined();
      expect(readToken(secret, token, new Date(now.getTime() + 60_000))).toBeUndefined();
      expect(readToken(secret, token, later)).toBeDefined();
    });

    it('count only for the exact token and the secret it was checked with', () => {
      const token = handSigned({ alg: 'HS256' }, { ...base, exp: seconds(now) + 60 });
      expect(readToken(secret, token, now)).toBeDefined();
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...base, sub: 'admin-1', role: 'admin', exp: seconds(now) + 60 }),
      ).toString('base64url');
      expect(readToken(secret, `${header}.${forgedPayload}.${signature}`, now)).toBeUndefined();
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      expect(readToken(secret, `${header}.${payload}.${flipped}`, now)).toBeUndefined();
      expect(readToken('u'.repeat(40), token, now)).toBeUndefined();
      expect(readToken(secret, token, now)).toBeDefined();
    });

    it('are kept up to a bound, the oldest leaving first', () => {
      for (let i = 0; i < VERIFIED_TOKENS_KEPT + 50; i++) {
        const token = handSigned({ alg: 'HS256' }, { ...base, sid: id(100 + i), exp: seconds(now) + 60 });
        expect(readToken(secret, token, now)?.sid).toBe(id(100 + i));
      }
      expect(verifiedTokensKept()).toBe(VERIFIED_TOKENS_KEPT);
    });
  });
});
