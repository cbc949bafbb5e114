import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../test/providers';
import { useSession } from './session-context';
import { IDLE_LIMIT_MS, idleTooLong, LAST_ACTIVITY_KEY } from './session-storage';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 15, 8);

/** A browser that was last active `idleMs` ago, signed in, with preferences and other data stored. */
function storeBrowser(idleMs: number) {
  storeSession();
  window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - idleMs));
  window.localStorage.setItem('theme', 'dark');
  window.localStorage.setItem('cookiePreferences', '{"analytics":true,"marketing":false}');
  window.localStorage.setItem('focusRoom.timer', '{}');
  window.localStorage.setItem('selectedTaskId', 'task-1');
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie the wipe must remove.
  document.cookie = 'other=1; Path=/';
}

describe('the 12-hour idle rule', () => {
  it('counts from the last activity, strictly past 12 hours; no or unreadable activity is not idle', () => {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(NOW - IDLE_LIMIT_MS));
    expect(idleTooLong(NOW)).toBe(false);
    expect(idleTooLong(NOW + 1)).toBe(true);
    window.localStorage.setItem(LAST_ACTIVITY_KEY, 'yesterday');
    expect(idleTooLong(NOW + 24 * HOUR)).toBe(false);
    window.localStorage.removeItem(LAST_ACTIVITY_KEY);
    expect(idleTooLong(NOW + 24 * HOUR)).toBe(false);
  });

  it('at load after 13 idle hours: signed out, storage and cookies wiped but theme and consent kept', async () => {
    const api = mockApi({});
    storeBrowser(13 * HOUR);
    window.localStorage.setItem('newsletterPrompted:user-1', 'true');
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    expect(result.current.status).toBe('signed-out');
    expect(result.current.user).toBeNull();
    const kept = Object.keys(window.localStorage).sort();
    // The newsletter prompt asks an account once, ever: its flag survives the wipe.
    expect(kept).toEqual(['cookiePreferences', LAST_ACTIVITY_KEY, 'newsletterPrompted:user-1', 'theme']);
    expect(document.cookie).toBe('');
    // The new visit is the last activity now.
    expect(Number(window.localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThan(Date.now() - 1000);
    expect(api.calls).toEqual([]);
  });

  it('after 11 idle hours the session stays and is checked with the server', async () => {
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    });
    storeBrowser(11 * HOUR);
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    expect(result.current.status).toBe('signed-in');
    await waitFor(() => expect(api.count('GET /api/auth/verify-session')).toBe(1));
    expect(window.localStorage.getItem('selectedTaskId')).toBe('task-1');
    expect(result.current.user?.username).toBe(TEST_USER.username);
  });
});
