import { ALERT_MESSAGE, type AlertMessage, type PeriodKind } from '@focus-room/core/timer/period-alerts';

/** Posts to the service worker that controls this page, if any; false when there is none. */
function post(message: AlertMessage): boolean {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return false;
  worker.postMessage(message);
  return true;
}

/** Local alerts at these ends while the browser runs (visitors; a backup for push). Replaces the last. */
export const scheduleWorkerAlerts = (ends: { kind: PeriodKind; endsAt: number }[], url: string) =>
  post({ type: ALERT_MESSAGE.schedule, ends, url });

export const cancelWorkerAlerts = () => post({ type: ALERT_MESSAGE.cancel });

/** Asks the worker to show a period's end now; false when no worker controls the page. */
export const showWorkerAlert = (kind: PeriodKind, url: string) =>
  post({ type: ALERT_MESSAGE.showNow, kind, url });
