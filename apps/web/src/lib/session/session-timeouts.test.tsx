import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../test/providers';
import { useSession } from './session-context';

const VERIFY = 'GET /api/auth/verify-session';
const LOGOUT = 'POST /api/auth/logout';

/** An answer that never comes: the request ends only when its signal aborts it. */
function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}

/**
 * The DOM's AbortSignal.timeout runs on the DOM window's own clock, which the fake timers do not move:
 * the same time-out on the faked setTimeout instead.
 */
function fakeClockTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
    return controller.signal;
  });
}

/** Moves the fake clock by `ms`, giving the aborted request its turns to settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 10; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

// The session check gives up after 8 s and a logout after 5 s (docs/product-rules.md#session-on-the-device); the
// journeys check what follows, this checks when.
describe('the session time-outs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends the session when the check has not answered after exactly 8 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeClockTimeouts();
    const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => never(init?.signal));
    vi.stubGlobal('fetch', fetchMock);
    storeSession();
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(7999);
    expect(result.current.status).toBe('signed-in');
    await advance(1);
    expect(result.current.status).toBe('signed-out');
  });

  it('signs out on this device when the logout has not answered after exactly 5 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let logoutSignal: AbortSignal | null | undefined;
    const api = mockApi({
      [VERIFY]: () => json(200, { isValid: true, user: TEST_USER }),
      [LOGOUT]: () => never(logoutSignal),
    });
    const fetchMock = vi.mocked(fetch);
    const mocked = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      logoutSignal = init?.signal;
      return mocked!(input, init);
    });
    storeSession();
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    await waitFor(() => expect(api.count(VERIFY)).toBe(1));
    fakeClockTimeouts();
    let done = false;
    void act(() => result.current.signOut()).then(() => {
      done = true;
    });
    await advance(0);
    expect(api.count(LOGOUT)).toBe(1);
    await advance(4999);
    expect(done).toBe(false);
    expect(window.localStorage.getItem('token')).toBe('test-token');
    await advance(1);
    expect(done).toBe(true);
    expect(result.current.status).toBe('signed-out');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
