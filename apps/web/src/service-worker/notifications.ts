/// <reference lib="webworker" />
import type { Language } from '@focus-room/core/i18n/languages';
import {
  ALERT_MESSAGE,
  type AlertMessage,
  isPeriodKind,
  NOTIFICATION_TAG,
  type PeriodKind,
  TIMER_PATHS,
} from '@focus-room/core/timer/period-alerts';
import { createLanguageMemory, LANGUAGE_MESSAGE, periodEndText } from './period-end-texts';

/**
 * The service worker's side of the alerts at a period's end (docs/product-rules.md#alerts-at-a-period-end):
 *
 * - `push`: the server's Web Push for signed-in users, which arrives with the screen off;
 * - `message` from the page: the ends of the coming periods, for a local alert while the browser runs
 *   (visitors, and users whose browser cannot take push), or "show it now" from a page that saw the end;
 * - `notificationclick`: back to the app on the timer;
 * - `message` from the page with its language, which the notifications are then written in.
 *
 * Every alert goes through one function that shows nothing while a window of the app is in front of the
 * user (the page plays the sound) and shows one notification when the push, the local timer and the page
 * report the same end.
 */
export function installNotificationHandlers(sw: ServiceWorkerGlobalScope): void {
  const language = createLanguageMemory(sw);
  const alerts = createAlerts(sw, language.get);

  sw.addEventListener('push', (event) => {
    event.waitUntil(alerts.show(pushedAlert(event.data)));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = safeTimerPath((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openTimer(sw, url));
  });

  sw.addEventListener('message', (event) => {
    const message = event.data as AlertMessage | { type: typeof LANGUAGE_MESSAGE; language: unknown } | null;
    if (message?.type === LANGUAGE_MESSAGE) event.waitUntil(language.set(message.language));
    else if (message?.type === ALERT_MESSAGE.schedule) event.waitUntil(alerts.schedule(message));
    else if (message?.type === ALERT_MESSAGE.cancel) alerts.cancel();
    else if (message?.type === ALERT_MESSAGE.showNow && isPeriodKind(message.kind)) {
      event.waitUntil(alerts.show({ kind: message.kind, url: safeTimerPath(message.url) }));
    }
  });
}

type Alert = { kind: PeriodKind; url: string };

/** Two reports of one end (push, local timer, page) closer than this make one notification. */
const SAME_END_WINDOW_MS = 10_000;

function createAlerts(sw: ServiceWorkerGlobalScope, language: () => Promise<Language>) {
  let timers: ReturnType<typeof setTimeout>[] = [];
  // Resolves the promise that keeps the worker alive for scheduled alerts (browsers cap how long).
  let release: (() => void) | null = null;
  let last: { kind: PeriodKind; at: number } | null = null;

  const cancel = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    release?.();
    release = null;
  };

  async function show(alert: Alert) {
    const now = Date.now();
    if (last && last.kind === alert.kind && now - last.at < SAME_END_WINDOW_MS) return;
    last = { kind: alert.kind, at: now };
    if (await appInFront(sw)) return;
    const text = periodEndText(alert.kind, await language());
    await sw.registration.showNotification(text.title, {
      body: text.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One timer notification at a time; each new end alerts again (renotify) instead of silently
      // replacing the one the user has not dismissed yet.
      tag: NOTIFICATION_TAG,
      renotify: true,
      data: { url: alert.url },
    } as NotificationOptions);
  }

  async function schedule(message: Extract<AlertMessage, { type: 'focus-room:alerts' }>) {
    cancel();
    const url = safeTimerPath(message.url);
    const ends = (Array.isArray(message.ends) ? message.ends : []).filter(
      (end) => isPeriodKind(end?.kind) && Number.isFinite(end?.endsAt),
    );
    if (ends.length === 0) return;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    let left = ends.length;
    for (const end of ends) {
      const timer = setTimeout(
        () => {
          void show({ kind: end.kind, url }).finally(() => {
            left -= 1;
            if (left === 0) cancel();
          });
        },
        Math.max(0, end.endsAt - Date.now()),
      );
      timers.push(timer);
    }
    await done;
  }

  return { show, schedule, cancel };
}

/** What the server pushed; a push that cannot be read still shows a notification (browsers demand one). */
function pushedAlert(data: PushMessageData | null): Alert {
  let payload: { kind?: unknown; url?: unknown } = {};
  try {
    payload = (data?.json() as typeof payload | null) ?? {};
  } catch {
    // Not JSON: the generic focus alert below.
  }
  return {
    kind: isPeriodKind(payload.kind) ? payload.kind : 'focus',
    url: safeTimerPath(payload.url ?? '/home'),
  };
}

/** Only the app's own timer pages: a notification can never send the user elsewhere. */
function safeTimerPath(url: unknown): string {
  return TIMER_PATHS.find((path) => path === url) ?? '/';
}

async function appInFront(sw: ServiceWorkerGlobalScope): Promise<boolean> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.focused && client.visibilityState === 'visible');
}

/** Focuses an open window of the app (on the timer page when it can be moved there), or opens one. */
async function openTimer(sw: ServiceWorkerGlobalScope, url: string) {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(url, sw.location.origin);
  const onTimer = windows.find((client) => new URL(client.url).pathname === target.pathname);
  const anyWindow = onTimer ?? windows[0];
  if (!anyWindow) {
    await sw.clients.openWindow(target.href);
    return;
  }
  const focused = await anyWindow.focus();
  if (!onTimer) await focused.navigate(target.href).catch(() => null);
}
