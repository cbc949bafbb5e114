import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { appWrapper, storeSession } from '../../test/providers';
import { useSession } from './session-context';

const VERIFY = 'GET /api/auth/verify-session';

describe('the session check at load', () => {
  it('keeps a signed-in user signed in when the network fails (offline)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({
      [VERIFY]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    storeSession();
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    await waitFor(() => expect(api.count(VERIFY)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.status).toBe('signed-in');
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it("ends the session when the check times out (the specification's 8 s rule)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      [VERIFY]: () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
    });
    storeSession();
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('ends the session on a real 401', async () => {
    mockApi({ [VERIFY]: () => json(401, { message: 'Invalid token' }) });
    storeSession();
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
