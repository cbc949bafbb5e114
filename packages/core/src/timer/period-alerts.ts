/**
 * The alert at a timer period's end (docs/product-rules.md#alerts-at-a-period-end), shared by the server's
 * push, the service worker and the page. No zod here: the service worker imports it.
 */

/** What kind of period is running; the notification says which one ended. */
export const PERIOD_KINDS = ['focus', 'countdown', 'shortBreak', 'longBreak'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const isPeriodKind = (value: unknown): value is PeriodKind =>
  PERIOD_KINDS.some((kind) => kind === value);

/** The notification shown when a period of each kind ends. */
export const PERIOD_END_NOTIFICATIONS: Record<PeriodKind, { title: string; body: string }> = {
  focus: { title: 'Focus period complete', body: 'Time for a break.' },
  countdown: { title: 'Countdown finished', body: 'Your countdown has ended.' },
  shortBreak: { title: 'Break over', body: 'Your break has ended.' },
  longBreak: { title: 'Long break over', body: 'Your long break has ended.' },
};

/** The one timer notification on screen at a time (each new end alerts again). */
export const NOTIFICATION_TAG = 'focus-room-timer';
/** Where a click on a timer notification may lead: the timer for visitors and for signed-in users. */
export const TIMER_PATHS = ['/', '/home'] as const;

/** What the page posts to the service worker about alerts (apps/web/src/service-worker/notifications.ts). */
export const ALERT_MESSAGE = {
  /** The coming period ends, for local alerts while the browser runs; replaces what was scheduled. */
  schedule: 'focus-room:alerts',
  /** Pause, reset, mode switch, opt-out: no local alert until the next schedule. */
  cancel: 'focus-room:alerts-cancel',
  /** The page saw a period end while hidden: show it now (once, however many report it). */
  showNow: 'focus-room:alert-now',
} as const;

export type AlertMessage =
  | { type: typeof ALERT_MESSAGE.schedule; ends: { kind: PeriodKind; endsAt: number }[]; url: string }
  | { type: typeof ALERT_MESSAGE.cancel }
  | { type: typeof ALERT_MESSAGE.showNow; kind: PeriodKind; url: string };
