import { saveCoinRoute, updateTimeSpentRoute } from '@focus-room/core/api/economy';
import { focusPeriodRoute } from '@focus-room/core/api/usage';
import { sessionFocusMsAt } from '@focus-room/core/timer/clock';
import type { TimerEffect } from '@focus-room/core/timer/events';
import type { TimerState } from '@focus-room/core/timer/state';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import { readCookiePreferences } from '../../../lib/cookie-preferences';
import { useSession } from '../../../lib/session/session-context';
import { SELECTED_TASK_KEY } from '../../../lib/shared-storage-keys';
import { readStorage } from '../../../lib/storage';
import { completePomodoro } from '../api/complete-pomodoro';
import { totalTimeSpentQueryOptions, useTotalTimeSpent } from '../api/get-total-time-spent';
import { reportFocusPeriod } from '../api/report-focus-period';
import { saveCoins } from '../api/save-coin';
import { sendOnUnload } from '../api/send-on-unload';
import { updateTimeSpent } from '../api/update-time-spent';
import {
  collectClaims,
  collectPeriods,
  type FocusClaims,
  isRetryable,
  mergeClaims,
  NO_CLAIMS,
  TIME_DIVISOR,
  toReportedSeconds,
} from '../lib/focus-claims';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * Signed-in focus accounting (docs/product-rules.md#saving-from-the-browser): coins, focus time and completed
 * pomodoros go to the server, and the refresh events fire on success. Failures are only logged, never shown;
 * a claim lost to the network is added to the next one, so a flaky connection costs nothing (the server still
 * bounds what it credits). Guests (no token) save nothing.
 */
export function useFocusAccounting() {
  const { status } = useSession();
  const signedIn = status !== 'signed-out';
  const queryClient = useQueryClient();
  const carry = useRef<FocusClaims>(NO_CLAIMS);
  // Measured seconds sent but not yet answered: still part of the live total until the server's arrives.
  const inFlightSeconds = useRef(0);
  const lastLiveTotal = useRef<number | null>(null);
  const totalTime = useTotalTimeSpent(status === 'signed-in');
  const savedTotal = totalTime.data;

  useEffect(() => {
    if (savedTotal === undefined) return;
    lastLiveTotal.current = savedTotal;
    fireAppEvent('focusTimeTick', { totalSeconds: savedTotal });
  }, [savedTotal]);

  /**
   * focusTimeTick while the timer runs: the saved total plus the focus not saved yet, in the server's unit,
   * so the profile's focus time moves with the timer instead of once a minute.
   */
  const reportLive = useCallback(
    (state: TimerState, now: number) => {
      if (savedTotal === undefined) return;
      const unsavedMs = sessionFocusMsAt(state, now) - state.savedFocusMs;
      const measured = Math.floor(unsavedMs / 1000) + carry.current.seconds + inFlightSeconds.current;
      const total = savedTotal + toReportedSeconds(measured);
      if (total === lastLiveTotal.current) return;
      lastLiveTotal.current = total;
      fireAppEvent('focusTimeTick', { totalSeconds: total });
    },
    [savedTotal],
  );

  const keep = useCallback((claims: Partial<FocusClaims>) => {
    carry.current = mergeClaims(carry.current, { ...NO_CLAIMS, ...claims });
  }, []);

  const record = useCallback(
    (effects: TimerEffect[], unloading: boolean) => {
      if (!signedIn || !readStorage(TOKEN_STORAGE_KEY)) return;
      const claims = mergeClaims(carry.current, collectClaims(effects));
      carry.current = NO_CLAIMS;
      const units = toReportedSeconds(claims.seconds);
      // What the rounding to whole units left over (under a second's worth, either sign) goes with the next
      // claim, so the saved total stays the real focus time / 1.9 however many claims it took
      // (docs/product-rules.md#focus-time). A claim too small for one unit waits the same way.
      const sentSeconds = units * TIME_DIVISOR;
      if (claims.seconds !== sentSeconds) keep({ seconds: claims.seconds - sentSeconds });

      // Usage statistics: only with analytics consent (docs/product-rules.md#usage-reports).
      const periods = readCookiePreferences().analytics ? collectPeriods(effects) : [];
      if (unloading) {
        if (claims.coins > 0) sendOnUnload(saveCoinRoute, { coins: claims.coins });
        if (units > 0) sendOnUnload(updateTimeSpentRoute, { timeSpentInSeconds: units });
        for (const period of periods) sendOnUnload(focusPeriodRoute, period);
        return;
      }
      // Usage figures, not money: a lost report is only logged, never retried.
      for (const period of periods) {
        reportFocusPeriod(period).catch((error: unknown) =>
          console.error('Reporting the finished period failed', error),
        );
      }
      if (claims.coins > 0) {
        saveCoins(claims.coins).catch((error: unknown) => {
          console.error('Saving coins failed', error);
          if (isRetryable(statusOf(error))) keep({ coins: claims.coins });
        });
      }
      if (units > 0) {
        inFlightSeconds.current += sentSeconds;
        updateTimeSpent(units)
          .then(
            ({ totalTimeSpent }) =>
              queryClient.setQueryData(totalTimeSpentQueryOptions.queryKey, totalTimeSpent),
            (error: unknown) => {
              console.error('Saving focus time failed', error);
              if (isRetryable(statusOf(error))) keep({ seconds: sentSeconds });
            },
          )
          .finally(() => {
            inFlightSeconds.current -= sentSeconds;
          });
      }
      const taskId = readStorage(SELECTED_TASK_KEY);
      for (let i = 0; i < claims.pomodoros && taskId; i += 1) {
        completePomodoro(taskId).catch((error: unknown) =>
          console.error('Crediting the pomodoro failed', error),
        );
      }
    },
    [signedIn, keep, queryClient],
  );

  return { record, reportLive };
}
