import { UPGRADE_MESSAGES } from '@focus-room/core/api/levels';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage, saveLanguageChoice } from '../../../i18n/i18n';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, createTestQueryClient, storeSession, TEST_USER } from '../../../test/providers';
import { levelKeys } from '../api/level-keys';
import { useUpgradeFlow } from './use-upgrade-flow';

// The message dialog is its own chunk, imported on first use: on a loaded machine that passes 1 s.
const DIALOG = { timeout: 5_000 };

const LEVEL = 'GET /api/auth/user-level';
const INFO = 'GET /api/auth/can-level-upgrade';
const images = { imageLight: '/l.svg', imageDark: '/d.svg' };

/** The server's current figures; the cache holds a stale page that believes 99 coins are there. */
function setup(level: number, coins: number, info: { upgradeCost: number | null; maxLevelUpgrades: number }) {
  storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    [LEVEL]: () => json(200, { level, coins, ...images }),
    [INFO]: () => json(200, { ...info, isMaxLevel: info.upgradeCost === null }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(levelKeys.userLevel, { level, coins: 99, ...images });
  queryClient.setQueryData(levelKeys.upgradeInfo, { upgradeCost: 3, maxLevelUpgrades: 5, isMaxLevel: false });
  const { result } = renderHook(() => useUpgradeFlow(), { wrapper: appWrapper(queryClient) });
  return { api, result };
}

describe('useUpgradeFlow: what a click on Upgrade leads to', () => {
  it('asks the server again, so a stale page gets "not enough coins" and stays idle', async () => {
    const { api, result } = setup(1, 2, { upgradeCost: 3, maxLevelUpgrades: 0 });
    await act(() => result.current.start());
    expect([api.count(LEVEL), api.count(INFO)]).toEqual([1, 1]);
    expect(await screen.findByText(UPGRADE_MESSAGES.notEnoughCoins(3), undefined, DIALOG)).toBeTruthy();
    expect(result.current.state).toEqual({ step: 'idle' });
  });

  it('says "not enough coins" in German too', async () => {
    // This device's own choice, so the session does not adopt the test account's English.
    saveLanguageChoice('de');
    await activateLanguage('de');
    const { result } = setup(1, 2, { upgradeCost: 3, maxLevelUpgrades: 0 });
    await act(() => result.current.start());
    expect(
      await screen.findByText('Nicht genug Münzen! Für das Upgrade brauchst du 3 Münzen.', undefined, DIALOG),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fehler' })).toBeTruthy();
  });

  it('goes straight to upgrading when exactly one level is affordable', async () => {
    const { result } = setup(7, 12, { upgradeCost: 10, maxLevelUpgrades: 1 });
    await act(() => result.current.start());
    expect(result.current.state).toEqual({ step: 'upgrading', mode: 'one', targetLevel: 8 });
  });

  it('offers the options when several levels are affordable, and "all" targets the last of them', async () => {
    const { result } = setup(1, 17, { upgradeCost: 3, maxLevelUpgrades: 5 });
    await act(() => result.current.start());
    expect(result.current.state).toEqual({ step: 'options', level: 1, coins: 17, maxLevelUpgrades: 5 });
    act(() => result.current.choose('all'));
    expect(result.current.state).toEqual({ step: 'upgrading', mode: 'all', targetLevel: 6 });
  });

  it('shows the maximum-level dialog at level 50', async () => {
    const { result } = setup(50, 500, { upgradeCost: null, maxLevelUpgrades: 0 });
    await act(() => result.current.start());
    expect(result.current.state).toEqual({ step: 'max' });
  });

  it('asks nothing of the server without a session', async () => {
    const api = mockApi({});
    const { result } = renderHook(() => useUpgradeFlow(), { wrapper: appWrapper() });
    await act(() => result.current.start());
    expect(await screen.findByText(UPGRADE_MESSAGES.notLoggedIn, undefined, DIALOG)).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(result.current.state).toEqual({ step: 'idle' });
  });
});
