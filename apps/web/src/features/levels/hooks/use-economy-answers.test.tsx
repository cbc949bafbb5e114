import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireAppEvent } from '../../../lib/app-events';
import { json, mockApi } from '../../../test/api-mock';
import { createTestQueryClient } from '../../../test/providers';
import { useUpgradeInfo } from '../api/get-upgrade-info';
import { useUserLevel } from '../api/get-user-level';
import { useUserStats } from '../api/get-user-stats';
import { useEconomyAnswers } from './use-economy-answers';

const LEVEL = 'GET /api/auth/user-level';
const INFO = 'GET /api/auth/can-level-upgrade';
const STATS = 'GET /api/user/stats';

/** The level widget and the profile stats on one page: both listen, all three figures are shown. */
function setup() {
  const api = mockApi({
    [LEVEL]: () => json(200, { level: 2, coins: 10, imageLight: '/l.svg', imageDark: '/d.svg' }),
    [INFO]: () => json(200, { upgradeCost: 5, maxLevelUpgrades: 1, isMaxLevel: false }),
    [STATS]: () =>
      json(200, {
        currentCoins: 10,
        totalCoinsEarned: 13,
        coinsSpent: 3,
        collectionCoinsSpent: 0,
        totalTimeSpent: 500,
        level: 2,
      }),
  });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useEconomyAnswers(true);
      useEconomyAnswers(true);
      return { level: useUserLevel(), info: useUpgradeInfo(), stats: useUserStats() };
    },
    { wrapper },
  );
  const reads = () => [api.count(LEVEL), api.count(INFO), api.count(STATS)];
  return { result, reads };
}

describe('useEconomyAnswers', () => {
  it('puts the save-coin answer into the cache and re-reads only the upgrade info', async () => {
    const { result, reads } = setup();
    await waitFor(() => expect(result.current.stats.data).toBeDefined());
    await waitFor(() => expect(result.current.level.data && result.current.info.data).toBeTruthy());
    expect(reads()).toEqual([1, 1, 1]);

    act(() => fireAppEvent('coinUpdate', { credited: 4, coins: 14 }));
    await waitFor(() => expect(result.current.level.data?.coins).toBe(14));
    // Earned follows the ledger's balance = earned − spent.
    expect(result.current.stats.data).toMatchObject({
      currentCoins: 14,
      totalCoinsEarned: 17,
      coinsSpent: 3,
    });
    await waitFor(() => expect(reads()).toEqual([1, 2, 1]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toEqual([1, 2, 1]);
  });

  it('puts the saved focus time into the stats and re-reads nothing', async () => {
    const { result, reads } = setup();
    await waitFor(() => expect(reads()).toEqual([1, 1, 1]));
    await waitFor(() => expect(result.current.stats.data).toBeDefined());
    act(() => fireAppEvent('statsUpdate', { credited: 32, totalTimeSpent: 532 }));
    await waitFor(() => expect(result.current.stats.data?.totalTimeSpent).toBe(532));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toEqual([1, 1, 1]);
  });

  it('re-reads everything on a bare coinUpdate (coins changed elsewhere)', async () => {
    const { reads } = setup();
    await waitFor(() => expect(reads()).toEqual([1, 1, 1]));
    act(() => void window.dispatchEvent(new Event('coinUpdate')));
    await waitFor(() => expect(reads().every((n) => n >= 2)).toBe(true));
  });
});
