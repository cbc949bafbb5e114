import type { PeriodKind } from '@focus-room/core/timer/period-alerts';
import { readStorage, writeStorage } from '../../../lib/storage';
import type { PhaseMessage } from './phase-messages';
import { showWorkerAlert } from './worker-alerts';

/** The user's opt-in, kept apart from the browser's permission (which a site cannot revoke itself). */
const NOTIFY_KEY = 'focusRoom.notifications';

export const notificationsSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window;

export const notificationsWanted = (): boolean => readStorage(NOTIFY_KEY) === 'on';

const listeners = new Set<() => void>();

export function setNotificationsWanted(on: boolean): void {
  writeStorage(NOTIFY_KEY, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

/** Calls `listener` when the opt-in changes in this tab (for useSyncExternalStore). */
export function subscribeNotificationsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opted in and allowed by the browser: alerts are on. */
export const alertsOn = (): boolean => notificationsWanted() && notificationPermission() === 'granted';

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  notificationsSupported() ? Notification.permission : 'unsupported';

export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!notificationsSupported()) return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * Only when the user opted in and the page is not in front of them: a visible tab has the sound. With a
 * service worker the worker shows it, once for this end however many of push, its own timer and this
 * page report it; without one the page shows it itself.
 */
export function showPhaseNotification(message: PhaseMessage, kind: PeriodKind | null, url: string): void {
  if (!alertsOn()) return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  if (kind && showWorkerAlert(kind, url)) return;
  try {
    const notification = new Notification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      tag: 'focus-room-timer',
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers (Android Chrome) only allow notifications from a service worker; not worth failing.
  }
}
