import { readStorage, writeStorage } from '../../../lib/storage';
import type { PhaseMessage } from './phase-messages';

/** The user's opt-in, kept apart from the browser's permission (which a site cannot revoke itself). */
const NOTIFY_KEY = 'focusRoom.notifications';

export const notificationsSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window;

export const notificationsWanted = (): boolean => readStorage(NOTIFY_KEY) === 'on';

export function setNotificationsWanted(on: boolean): void {
  writeStorage(NOTIFY_KEY, on ? 'on' : 'off');
}

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

/** Only when the user opted in and the page is not in front of them: a visible tab has the sound. */
export function showPhaseNotification(message: PhaseMessage): void {
  if (!notificationsWanted() || notificationPermission() !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
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
