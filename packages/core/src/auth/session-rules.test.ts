import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_LIMIT_MS, sessionIsOpen, sessionUseIsStale } from './session-rules';

const NOW = new Date('2026-06-15T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const USER = '6f1c1a52-9b1e-4a55-8d0e-2f0e3c1b7a10';
const open = { userId: USER, revokedAt: null, expiresAt: at(60_000), lastUsedAt: at(-1_000) };

describe('session rules', () => {
  it('keeps a session of the token user that is live, unexpired and used in the last 12 hours', () => {
    expect(sessionIsOpen(open, USER, NOW)).toBe(true);
    expect(sessionIsOpen({ ...open, lastUsedAt: at(-SESSION_IDLE_LIMIT_MS + 1) }, USER, NOW)).toBe(true);
  });

  it('refuses a session of another user, ended, expired, or idle for 12 hours', () => {
    expect(sessionIsOpen(open, '0b7e0f9e-52c5-4a7d-9d3a-0d3d5f0b8c21', NOW)).toBe(false);
    expect(sessionIsOpen({ ...open, revokedAt: at(-5) }, USER, NOW)).toBe(false);
    expect(sessionIsOpen({ ...open, expiresAt: NOW }, USER, NOW)).toBe(false);
    expect(sessionIsOpen({ ...open, lastUsedAt: at(-SESSION_IDLE_LIMIT_MS) }, USER, NOW)).toBe(false);
  });

  it('records a use only when the last recorded one is over a minute old', () => {
    expect(sessionUseIsStale({ lastUsedAt: at(-60_000) }, NOW)).toBe(false);
    expect(sessionUseIsStale({ lastUsedAt: at(-60_001) }, NOW)).toBe(true);
  });
});
