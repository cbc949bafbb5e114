/**
 * A member's live status (docs/product-rules.md#live-presence), from their own timer's last report and
 * whether they hold a live connection. Nothing else about the timer (task names, coins) is shared.
 */
import { OFFLINE_AFTER_MS } from './rules';

export const PRESENCE_STATUSES = ['focusing', 'break', 'idle', 'offline', 'hidden'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** What a member's timer last reported: a running focus period or break with its end, or nothing running. */
export const TIMER_REPORT_PHASES = ['focus', 'break', 'idle'] as const;
export type TimerReportPhase = (typeof TIMER_REPORT_PHASES)[number];
export type TimerReport = { phase: TimerReportPhase; endsAt: Date | null };

export type PresenceInput = {
  /** The member turned "Show my activity to my groups" off. */
  hidden: boolean;
  report: TimerReport | null;
  /** Whether a live connection of the member is open now. */
  connected: boolean;
  /** When the member's last live connection closed or was last seen (null: never). */
  lastSeenAt: Date | null;
};

export type Presence = { status: PresenceStatus; endsAt: Date | null; minutesLeft: number | null };

const OFFLINE: Presence = { status: 'offline', endsAt: null, minutesLeft: null };

/**
 * The status others see. Hidden wins over everything; a member without a live connection for a minute is
 * offline; a period whose end has passed without a new report is over, so the member is idle (a break)
 * rather than focusing forever.
 */
export function presenceOf(input: PresenceInput, now: Date): Presence {
  if (input.hidden) return { status: 'hidden', endsAt: null, minutesLeft: null };
  const seenRecently =
    input.connected ||
    (input.lastSeenAt !== null && now.getTime() - input.lastSeenAt.getTime() < OFFLINE_AFTER_MS);
  if (!seenRecently) return OFFLINE;
  const report = input.report;
  if (!report || report.phase === 'idle') return { status: 'idle', endsAt: null, minutesLeft: null };
  const status = report.phase === 'focus' ? 'focusing' : 'break';
  if (!report.endsAt) return { status, endsAt: null, minutesLeft: null };
  const leftMs = report.endsAt.getTime() - now.getTime();
  if (leftMs <= 0) return { status: 'idle', endsAt: null, minutesLeft: null };
  return { status, endsAt: report.endsAt, minutesLeft: Math.ceil(leftMs / 60_000) };
}

/**
 * Whether a timer report starts a focus period for the groups to hear of: it reports focus, and the report
 * before it was no focus period still running (a reloaded page reports its running period again).
 */
export function startsFocus(previous: TimerReport | null, next: TimerReport, now: Date): boolean {
  if (next.phase !== 'focus') return false;
  const stillFocusing =
    previous?.phase === 'focus' && (previous.endsAt === null || previous.endsAt.getTime() > now.getTime());
  return !stillFocusing;
}
