import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../test/providers';
import { useSession } from './session-context';
import { LAST_ACTIVITY_KEY } from './session-storage';

const VERIFY = 'GET /api/auth/verify-session';
const LOGOUT = 'POST /api/auth/logout';

/** A signed-in browser holding its user's timer, selected task and per-account keys, and preferences. */
function storeUsedBrowser() {
  storeSession();
  window.localStorage.setItem('theme', 'dark');
  window.localStorage.setItem('language', 'de');
  window.localStorage.setItem('cookiePreferences', '{"analytics":true,"marketing":false}');
  window.localStorage.setItem('visitorId', 'visitor-1');
  window.localStorage.setItem('browserTracked', 'true');
  window.localStorage.setItem('newsletterPrompted:u1', 'true');
  window.localStorage.setItem('focusRoom.timer', '{"mode":"pomodoro"}');
  window.localStorage.setItem('focusRoom.claimQueue', '[]');
  window.localStorage.setItem('timerTime', '1500');
  window.localStorage.setItem('selectedTaskId', 'task-1');
  window.localStorage.setItem('selectedTaskName', 'Private plans of Ada');
  window.localStorage.setItem('focusRoom.statsTimeZone:u1', 'Europe/Berlin');
  window.localStorage.setItem('nextLevelLight', '/api/rooms/v1/2/light.svg');
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie the logout must remove.
  document.cookie = 'other=1; Path=/';
}

async function signOutWith(logout: () => Response | Promise<Response>) {
  mockApi({ [VERIFY]: () => json(200, { isValid: true, user: TEST_USER }), [LOGOUT]: logout });
  storeUsedBrowser();
  const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
  await waitFor(() => expect(result.current.status).toBe('signed-in'));
  await act(() => result.current.signOut());
  return result;
}

// Logout leaves the browser as the 12-hour idle wipe does (docs/product-rules.md#session-on-the-device,
// decision 015): the next person on it sees nothing of the previous user.
describe('logout', () => {
  it("wipes the user's data from the browser and keeps only the preferences", async () => {
    const result = await signOutWith(() => json(200, { message: 'Logged out' }));
    expect(result.current.status).toBe('signed-out');
    const kept = Object.keys(window.localStorage)
      .filter((key) => key !== LAST_ACTIVITY_KEY)
      .sort();
    expect(kept).toEqual([
      'browserTracked',
      'cookiePreferences',
      'language',
      'newsletterPrompted:u1',
      'theme',
      'visitorId',
    ]);
    expect(window.localStorage.getItem('selectedTaskName')).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('wipes it also when the logout request fails', async () => {
    const result = await signOutWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.current.status).toBe('signed-out');
    for (const key of ['token', 'focusRoom.timer', 'selectedTaskId', 'selectedTaskName', 'timerTime']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(document.cookie).toBe('');
  });
});
