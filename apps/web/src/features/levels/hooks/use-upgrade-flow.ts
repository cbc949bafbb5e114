import type { UpgradeResponse } from '@focus-room/core/api/levels';
import { UPGRADE_MESSAGES } from '@focus-room/core/api/levels-plain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessage } from '../../../components/ui/message-dialog';
import { focusIfUsable } from '../../../hooks/use-return-focus';
import { translate } from '../../../i18n/i18n';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { ApiError } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import { readToken } from '../../../lib/session/session-storage';
import { upgradeInfoQueryOptions } from '../api/get-upgrade-info';
import { userLevelQueryOptions } from '../api/get-user-level';
import { type UpgradeMode, useUpgradeLevel } from '../api/upgrade-level';
import { prefetchRoomImages } from '../lib/prefetch-room-images';
import { decideUpgrade, targetLevelOf } from '../lib/upgrade-decision';

export const LOAD_FAILED_ID = 'levels.loadFailed';
const STEP_PERCENT = 2;
const STEP_MS = 30;

export type UpgradeFlowState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'options'; level: number; coins: number; maxLevelUpgrades: number }
  | { step: 'max' }
  | { step: 'upgrading'; mode: UpgradeMode; targetLevel: number }
  | { step: 'done'; result: UpgradeResponse };

/** The server's message, else the error's own, else the generic sentence. */
function upgradeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return translate('levels.upgradeFailed');
}

/**
 * The upgrade flow (docs/product-rules.md#upgrade-flow). A click re-reads the level and the upgrade info
 * first, so the decision (max level, not enough coins, straight to upgrading, or the options modal) uses the
 * server's current figures even when this tab is stale. The overlay then advances 2 % every 30 ms and only at
 * 100 % is the upgrade sent; its answer opens the congratulations dialog.
 */
export function useUpgradeFlow() {
  const queryClient = useQueryClient();
  const showMessage = useMessage();
  const upgrade = useUpgradeLevel();
  const [state, setState] = useState<UpgradeFlowState>({ step: 'idle' });
  const [progress, setProgress] = useState(0);

  // The element that started the flow (the Upgrade button), to give focus back after an alert.
  const origin = useRef<Element | null>(null);

  const showError = useCallback(
    (message: string) =>
      void showMessage({ title: translate('levels.errorTitle'), message }).then(() => {
        window.setTimeout(() => focusIfUsable(origin.current), 0);
      }),
    [showMessage],
  );

  // One flow at a time: a second click while the first is being checked or animated is ignored.
  const busy = useRef(false);
  busy.current = state.step !== 'idle';

  const start = useCallback(async () => {
    if (busy.current) return;
    origin.current = document.activeElement;
    if (!readToken()) {
      showError(localizeServerMessage(UPGRADE_MESSAGES.notLoggedIn));
      return;
    }
    busy.current = true;
    setState({ step: 'checking' });
    let level: number;
    let coins: number;
    let decision: ReturnType<typeof decideUpgrade>;
    try {
      const [levelInfo, info] = await Promise.all([
        queryClient.fetchQuery({ ...userLevelQueryOptions(), staleTime: 0 }),
        queryClient.fetchQuery({ ...upgradeInfoQueryOptions(), staleTime: 0 }),
      ]);
      ({ level, coins } = levelInfo);
      decision = decideUpgrade(level, coins, info);
    } catch (error) {
      console.error('Failed to read the upgrade info', error);
      setState({ step: 'idle' });
      showError(translate(LOAD_FAILED_ID));
      return;
    }
    switch (decision.kind) {
      case 'max':
        setState({ step: 'max' });
        return;
      case 'not-enough':
        setState({ step: 'idle' });
        showError(localizeServerMessage(UPGRADE_MESSAGES.notEnoughCoins(decision.cost)));
        return;
      case 'upgrade-one':
        setState({ step: 'upgrading', mode: 'one', targetLevel: decision.targetLevel });
        return;
      case 'choose':
        setState({ step: 'options', level, coins, maxLevelUpgrades: decision.maxLevelUpgrades });
    }
  }, [queryClient, showError]);

  const choose = useCallback((mode: UpgradeMode) => {
    setState((current) =>
      current.step === 'options'
        ? {
            step: 'upgrading',
            mode,
            targetLevel: targetLevelOf(current.level, mode, current.maxLevelUpgrades),
          }
        : current,
    );
  }, []);

  const cancel = useCallback(() => setState({ step: 'idle' }), []);

  const send = useCallback(
    async (mode: UpgradeMode) => {
      try {
        const result = await upgrade.mutateAsync(mode);
        const { newLevel, newCoins, levelsUpgraded, totalCostSpent } = result;
        fireAppEvent('levelUpgraded', { newLevel, newCoins, levelsUpgraded, totalCostSpent });
        fireAppEvent('coinSpent', { amount: totalCostSpent });
        prefetchRoomImages(result);
        setState({ step: 'done', result });
      } catch (error) {
        console.error('Upgrade failed', error);
        setState({ step: 'idle' });
        showError(upgradeErrorMessage(error));
      }
    },
    [upgrade.mutateAsync, showError],
  );

  // Through a ref, so nothing but a new upgrade can restart the animation.
  const sendRef = useRef(send);
  sendRef.current = send;

  // The overlay's progress: +2 % every 30 ms; the call goes out when it reaches 100 %.
  useEffect(() => {
    if (state.step !== 'upgrading') return;
    let value = 0;
    setProgress(0);
    const timer = window.setInterval(() => {
      value = Math.min(100, value + STEP_PERCENT);
      setProgress(value);
      if (value >= 100) {
        window.clearInterval(timer);
        void sendRef.current(state.mode);
      }
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [state]);

  return { state, progress, start, choose, cancel };
}
