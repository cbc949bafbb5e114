import { type LocalDate, localDayOf } from './local-date';

/**
 * "A session counts on the day it started" (docs/decisions/037-the-stats-day-boundary.md). The browser
 * never says when a session started, so the day is inferred from the stream of credits: a focus credit
 * that begins within SESSION_GAP_MS of the end of the previous one continues that session and counts on the
 * session's day. This is the model of the database function `stats_day_for` (migration
 * `stats_summary`); the server's tests check the two against each other.
 */
export const SESSION_GAP_MS = 10 * 60_000;

export type DaySettings = { timeZone: string; dayStartHour: number };

/** The running session of one user: its day and the instant its last credit arrived. */
export type SessionState = { day: LocalDate | null; lastAt: number | null };
export const NO_SESSION: SessionState = { day: null, lastAt: null };

/**
 * One dated event. `spanSeconds` is the focused time the credit covers, ending at `at` (a focus-time claim,
 * focus coins at 60 s each, a finished timer period); `session` says whether the event is part of the focus
 * stream (and so starts or continues a session) or only lands on a day (a task finished, task coins).
 */
export type StatsEvent = { at: number; spanSeconds: number; session: boolean };

/** The day an event counts on, and the session after it. */
export function dayForEvent(
  state: SessionState,
  event: StatsEvent,
  settings: DaySettings,
): { day: LocalDate; state: SessionState } {
  const start = event.at - event.spanSeconds * 1000;
  const inSession =
    state.day !== null &&
    state.lastAt !== null &&
    event.at >= state.lastAt - SESSION_GAP_MS &&
    start <= state.lastAt + SESSION_GAP_MS;
  const own = localDayOf(event.session ? start : event.at, settings.timeZone, settings.dayStartHour);
  // Never later than the event's own day: a credit that covers time from before the session's first one
  // (sent late, or overlapping it) across a day start shows the session began on the earlier day.
  const day = inSession && state.day !== null && state.day < own ? state.day : own;
  const moves = event.session && (state.lastAt === null || event.at >= state.lastAt);
  return { day, state: moves ? { day, lastAt: event.at } : state };
}

/** The days of a stream of events, in the order the server received them. */
export function daysForEvents(events: readonly StatsEvent[], settings: DaySettings): LocalDate[] {
  let state = NO_SESSION;
  return events.map((event) => {
    const next = dayForEvent(state, event, settings);
    state = next.state;
    return next.day;
  });
}
