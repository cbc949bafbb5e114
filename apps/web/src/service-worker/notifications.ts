/// <reference lib="webworker" />
import { GROUP_FOCUS_PUSH, type GroupFocusPush, groupFocusTag } from '@focus-room/core/groups/focus-push';
import { isGroupPagePath } from '@focus-room/core/groups/paths';
import type { Language } from '@focus-room/core/i18n/languages';
import {
  ALERT_MESSAGE,
  type AlertMessage,
  isPeriodKind,
  NOTIFICATION_TAG,
  type PeriodKind,
  TIMER_PATHS,
} from '@focus-room/core/timer/period-alerts';
import { createLanguageMemory, groupFocusText, LANGUAGE_MESSAGE, periodEndText } from './notification-texts';

/**
 * The service worker's side of the alerts at a period's end (docs/product-rules.md#alerts-at-a-period-end):
 *
 * - `push`: the server's Web Push for signed-in users, which arrives with the screen off: a period's end,
 *   or a member of a study group who started focusing (docs/product-rules.md#live-presence);
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
    const payload = pushPayload(event.data);
    const groupFocus = groupFocusOf(payload);
    event.waitUntil(
      groupFocus ? showGroupFocus(sw, groupFocus, language.get) : alerts.show(periodAlertOf(payload)),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = safePath((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openPage(sw, url));
  });

  sw.addEventListener('message', (event) => {
    const message = event.data as AlertMessage | { type: typeof LANGUAGE_MESSAGE; language: unknown } | null;
    if (message?.type === LANGUAGE_MESSAGE) event.waitUntil(language.set(message.language));
    else if (message?.type === ALERT_MESSAGE.schedule) event.waitUntil(alerts.schedule(message));
    else if (message?.type === ALERT_MESSAGE.cancel) alerts.cancel();
    else if (message?.type === ALERT_MESSAGE.showNow && isPeriodKind(message.kind)) {
      event.waitUntil(alerts.show({ kind: message.kind, url: safePath(message.url) }));
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
    // One timer notification at a time; each new end alerts again instead of silently replacing it.
    await notify(sw, text, NOTIFICATION_TAG, alert.url);
  }

  async function schedule(message: Extract<AlertMessage, { type: 'focus-room:alerts' }>) {
    cancel();
    const url = safePath(message.url);
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

/**
 * A notification; a new one with the same `tag` replaces it and alerts again (renotify) instead of
 * silently taking the place of one the user has not dismissed yet.
 */
function notify(
  sw: ServiceWorkerGlobalScope,
  text: { title: string; body: string },
  tag: string,
  url: string,
) {
  return sw.registration.showNotification(text.title, {
    body: text.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag,
    renotify: true,
    data: { url },
  } as NotificationOptions);
}

type Payload = Record<string, unknown>;

/** What the server pushed, or nothing when it cannot be read. */
function pushPayload(data: PushMessageData | null): Payload {
  try {
    const payload = data?.json() as unknown;
    return payload !== null && typeof payload === 'object' ? (payload as Payload) : {};
  } catch {
    return {};
  }
}

/** A period's end; a push that cannot be read still shows a notification (browsers demand one). */
function periodAlertOf(payload: Payload): Alert {
  return {
    kind: isPeriodKind(payload.kind) ? payload.kind : 'focus',
    url: safePath(payload.url ?? '/home'),
  };
}

/** A group member who started focusing, when the push says so in full; else null. */
function groupFocusOf(payload: Payload): GroupFocusPush | null {
  const { type, groupId, member, group, url } = payload;
  const text = [groupId, member, group].every((value) => typeof value === 'string');
  return type === GROUP_FOCUS_PUSH && text && isGroupPagePath(url) ? (payload as GroupFocusPush) : null;
}

/**
 * "Anna started focusing — join?", leading to the group. Nothing while a window of the app is in front:
 * the page shows the member focusing already. One notification per group on screen.
 */
async function showGroupFocus(
  sw: ServiceWorkerGlobalScope,
  push: GroupFocusPush,
  language: () => Promise<Language>,
) {
  if (await appInFront(sw)) return;
  const text = groupFocusText(push.member, push.group, await language());
  await notify(sw, text, groupFocusTag(push.groupId), push.url);
}

/** Only the app's own timer pages and group pages: a notification can never send the user elsewhere. */
function safePath(url: unknown): string {
  if (isGroupPagePath(url)) return url;
  return TIMER_PATHS.find((path) => path === url) ?? '/';
}

async function appInFront(sw: ServiceWorkerGlobalScope): Promise<boolean> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.focused && client.visibilityState === 'visible');
}

/**
 * Focuses an open window of the app (on the page when it can be moved there: the timer, or the group's
 * page, which its query names), or opens one.
 */
async function openPage(sw: ServiceWorkerGlobalScope, url: string) {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(url, sw.location.origin);
  const pageOf = (href: string) => {
    const at = new URL(href);
    return target.search ? at.pathname + at.search : at.pathname;
  };
  const onPage = windows.find((client) => pageOf(client.url) === target.pathname + target.search);
  const anyWindow = onPage ?? windows[0];
  if (!anyWindow) {
    await sw.clients.openWindow(target.href);
    return;
  }
  const focused = await anyWindow.focus();
  if (!onPage) await focused.navigate(target.href).catch(() => null);
}
