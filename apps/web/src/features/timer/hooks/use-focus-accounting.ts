import { saveCoinRoute, updateTimeSpentRoute } from '@focus-room/core/api/economy-plain';
import { focusPeriodRoute } from '@focus-room/core/api/usage-plain';
import { sessionFocusMsAt } from '@focus-room/core/timer/clock';
import type { TimerEffect } from '@focus-room/core/timer/events';
import type { TimerState } from '@focus-room/core/timer/state';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import { readCookiePreferences } from '../../../lib/cookie-preferences';
import { useSession } from '../../../lib/session/session-context';
import { SELECTED_TASK_KEY } from '../../../lib/shared-storage-keys';
import { readStorage } from '../../../lib/storage';
import { totalTimeSpentQueryOptions, useTotalTimeSpent } from '../api/get-total-time-spent';
import { reportFocusPeriod } from '../api/report-focus-period';
import { sendOnUnload } from '../api/send-on-unload';
import { claimOwner } from '../lib/claim-owner';
import {
  type ClaimRequest,
  enqueueClaim,
  markSent,
  type QueuedClaim,
  queuedTimeUnits,
} from '../lib/claim-queue';
import { collectClaims, collectPeriods, TIME_DIVISOR, toReportedSeconds } from '../lib/focus-claims';
import { forgetRefusals } from '../lib/pomodoro-refusals';
import { sendQueuedClaims } from '../lib/send-queued-claims';

/**
 * Signed-in focus accounting (docs/product-rules.md#saving-from-the-browser): coins, focus time and completed
 * pomodoros go into the durable claim queue (claim-queue.ts) and from there to the server, each claim with
 * its own Idempotency-Key; the refresh events fire on each answer. Failures are only logged, never shown: a
 * claim stays queued until the server has answered it, across reloads and offline spells, and is paid once.
 * Guests (no token) save nothing.
 */
export function useFocusAccounting() {
  const { status, user } = useSession();
  const signedIn = status !== 'signed-out';
  const sessionUserId = user?._id ?? null;
  const queryClient = useQueryClient();
  // Only what rounding a claim to whole units left over (under a second's worth, either sign).
  const carry = useRef(0);
  const lastLiveTotal = useRef<number | null>(null);
  const totalTime = useTotalTimeSpent(status === 'signed-in');
  const savedTotal = totalTime.data;

  const owner = useCallback(() => claimOwner() ?? sessionUserId, [sessionUserId]);

  useEffect(() => {
    if (savedTotal === undefined) return;
    lastLiveTotal.current = savedTotal;
    fireAppEvent('focusTimeTick', { totalSeconds: savedTotal });
  }, [savedTotal]);

  /**
   * focusTimeTick while the timer runs: the saved total plus the focus not saved yet (queued claims
   * included), in the server's unit, so the profile's focus time moves with the timer instead of once a
   * minute, and offline too.
   */
  const reportLive = useCallback(
    (state: TimerState, now: number) => {
      // From the cache, not from the last render: a claim's answer writes the new total there just before
      // the claim leaves the queue, and a tick before the next render would otherwise count neither.
      const savedTotal = queryClient.getQueryData<number>(totalTimeSpentQueryOptions.queryKey);
      if (savedTotal === undefined) return;
      const userId = owner();
      const unsavedMs = sessionFocusMsAt(state, now) - state.savedFocusMs;
      const measured = Math.floor(unsavedMs / 1000) + carry.current;
      const queued = userId ? queuedTimeUnits(userId) : 0;
      const total = savedTotal + toReportedSeconds(measured) + queued;
      if (total === lastLiveTotal.current) return;
      lastLiveTotal.current = total;
      fireAppEvent('focusTimeTick', { totalSeconds: total });
    },
    [queryClient, owner],
  );

  const record = useCallback(
    (effects: TimerEffect[], unloading: boolean) => {
      const userId = owner();
      if (!signedIn || !readStorage(TOKEN_STORAGE_KEY) || !userId) return;
      const claims = collectClaims(effects);
      const seconds = claims.seconds + carry.current;
      const units = toReportedSeconds(seconds);
      // What the rounding to whole units left over (under a second's worth, either sign) goes with the next
      // claim, so the saved total stays the real focus time / 1.9 however many claims it took
      // (docs/product-rules.md#focus-time). A claim too small for one unit waits the same way.
      carry.current = seconds - units * TIME_DIVISOR;

      const touched = new Map<string, QueuedClaim>();
      const queue = (claim: ClaimRequest) => {
        const item = enqueueClaim(userId, claim);
        touched.set(item.key, item);
      };
      if (claims.coins > 0) queue({ kind: 'coins', coins: claims.coins });
      if (units > 0) queue({ kind: 'time', units });
      // A new run's summary speaks of its own pomodoros only.
      if (effects.some((effect) => effect.type === 'pomodoroCompleted' && effect.cycle === 1))
        forgetRefusals();
      const taskId = readStorage(SELECTED_TASK_KEY);
      if (taskId) {
        for (const pomodoro of claims.pomodoros) queue({ kind: 'pomodoro', taskId, ...pomodoro });
      }

      // The user's own statistics (pomodoros per day) whatever the cookie choice; the consent only decides
      // whether a period also counts in the admin Analytics figures (docs/product-rules.md#usage-reports).
      // Figures, not money: a lost report is only logged, never queued.
      const periods = collectPeriods(effects, readCookiePreferences().analytics);
      if (unloading) {
        // Nobody will read these answers: the items stay queued, frozen with their keys, and the next start
        // sends them again, which the server answers from memory if these arrived.
        // A pomodoro stays queued for the next start: sent now, it could arrive before the time claim it
        // is paid from (keepalive requests race) and be refused for good under its key.
        if (navigator.onLine !== false) {
          for (const item of touched.values()) if (item.kind !== 'pomodoro') sendClaimOnUnload(item);
        }
        for (const period of periods) sendOnUnload(focusPeriodRoute, period);
        return;
      }
      for (const period of periods) {
        reportFocusPeriod(period).catch((error: unknown) =>
          console.error('Reporting the finished period failed', error),
        );
      }
      if (touched.size > 0) void sendQueuedClaims(userId, queryClient);
    },
    [signedIn, owner, queryClient],
  );

  return { record, reportLive };
}

function sendClaimOnUnload(item: Exclude<QueuedClaim, { kind: 'pomodoro' }>): void {
  markSent(item.key);
  if (item.kind === 'coins') sendOnUnload(saveCoinRoute, { coins: item.coins }, item.key);
  else if (item.kind === 'time')
    sendOnUnload(updateTimeSpentRoute, { timeSpentInSeconds: item.units }, item.key);
}
