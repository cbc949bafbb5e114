import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { enqueueClaim, readQueue } from '../lib/claim-queue';
import { useClaimSync } from './use-claim-sync';

const SAVE_COIN = 'POST /api/auth/save-coin';

describe('useClaimSync', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('sends what an earlier page queued at start, and what waits when the browser is back online', async () => {
    let up = false;
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
      [SAVE_COIN]: () => {
        if (!up) throw new TypeError('Failed to fetch');
        return json(200, { credited: 5, coins: 5 });
      },
    });
    storeSession();
    // Queued before this page: a reload after focusing offline.
    const item = enqueueClaim(TEST_USER._id, { kind: 'coins', coins: 5 });
    renderHook(() => useClaimSync(), { wrapper: appWrapper() });
    await waitFor(() => expect(api.count(SAVE_COIN)).toBe(1));
    expect(readQueue()).toMatchObject([{ key: item.key, sent: true }]);

    up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(readQueue()).toEqual([]));
    expect(api.keys(SAVE_COIN)).toEqual([item.key, item.key]);
  });

  it('leaves another account’s claims alone', async () => {
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    });
    storeSession();
    enqueueClaim('someone-else', { kind: 'coins', coins: 3 });
    renderHook(() => useClaimSync(), { wrapper: appWrapper() });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.count(SAVE_COIN)).toBe(0);
    expect(readQueue()).toHaveLength(1);
  });
});
