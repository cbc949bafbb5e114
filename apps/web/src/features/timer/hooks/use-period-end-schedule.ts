import { MAX_NEXT_PERIODS } from '@focus-room/core/api/push-plain';
import { type PeriodEnd, upcomingPeriodEnds } from '@focus-room/core/timer/period-end';
import type { TimerState } from '@focus-room/core/timer/state';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cancelPeriodEnd } from '../api/cancel-period-end';
import { schedulePeriodEnd } from '../api/schedule-period-end';
import { alertsOn, subscribeNotificationsWanted } from '../lib/phase-notification';
import { cancelWorkerAlerts, scheduleWorkerAlerts } from '../lib/worker-alerts';

const keyOf = (ends: PeriodEnd[]) => ends.map((end) => `${end.kind}@${end.endsAt}`).join(',');

/**
 * Tells the server (signed-in users: Web Push) and the service worker (local alerts while the browser
 * runs) when the running period and the ones after it end, whenever that changes: start, resume, a
 * settings change, a new phase; and cancels on pause, reset and mode switch
 * (docs/product-rules.md#alerts-at-a-period-end). Only while alerts are on. A period that simply ended is
 * not news: the schedule sent already holds the ones after it, so nothing is sent then.
 */
export function usePeriodEndSchedule(state: TimerState, signedIn: boolean): void {
  const wanted = useSyncExternalStore(subscribeNotificationsWanted, alertsOn, () => false);
  const ends = upcomingPeriodEnds(state, Date.now(), 1 + MAX_NEXT_PERIODS);
  const key = keyOf(ends);
  const endsRef = useRef(ends);
  endsRef.current = ends;
  // What was last sent, and for whom: a sign-in must send the same ends again, to the server this time.
  const sent = useRef<{ key: string; signedIn: boolean } | null>(null);

  useEffect(() => {
    const current = endsRef.current;
    const last = sent.current;
    if (!wanted || current.length === 0) {
      if (!last) return;
      sent.current = null;
      cancelWorkerAlerts();
      if (last.signedIn) cancelPeriodEnd().catch(() => {});
      return;
    }
    if (last && last.signedIn === signedIn && (last.key === key || last.key.endsWith(`,${key}`))) return;
    sent.current = { key, signedIn };
    const url = signedIn ? '/home' : '/';
    scheduleWorkerAlerts(current, url);
    if (!signedIn) return;
    const now = Date.now();
    const [first, ...next] = current.map((end) => ({
      kind: end.kind,
      endsInMs: Math.max(1, end.endsAt - now),
    }));
    if (first) schedulePeriodEnd({ ...first, next }).catch(() => {});
  }, [key, signedIn, wanted]);
}
