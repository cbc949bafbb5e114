/**
 * The wall-clock bound on focus claims (docs/product-rules.md#wall-clock-bound), as a pure function so it can
 * be tested exhaustively. Per user and per kind of claim the server keeps `creditedUntil`: the wall-clock
 * instant up to which focus has been paid. A claim may use the time between that instant and now; every
 * credited unit moves it on by one unit of time. Because the instant is kept (not reset to "now"), the
 * tolerance is a one-time allowance and can never be collected again by claiming often.
 */
export type ClaimRule = {
  /** Wall-clock milliseconds one credited unit needs (60 000 for a coin). */
  unitMs: number;
  /** Slack for network latency and client clock jitter; one-time, see above. */
  toleranceMs: number;
  /**
   * Unclaimed time older than this is never paid: bounds the first claim after an idle period (a
   * laptop that slept through a session pays the session when it wakes; a week of absence is not paid).
   * Three hours: a two-hour study session spent offline is paid in full when it is sent on reconnect,
   * with an hour's slack for the reconnect to come (docs/product-rules.md#offline-claims).
   */
  maxBacklogMs: number;
  /**
   * After a credited claim, unused allowance older than this is forfeited: an honest timer claims the
   * minutes that just ended, so older allowance can only serve a second tab running the same timer.
   * Must exceed a unit plus the delay of a throttled background tab (Chrome ticks hidden tabs once a
   * minute). A late claim (sent from the offline queue) is exempt: it reports minutes that ended long ago.
   */
  forfeitAfterMs: number;
};

/** The backlog window of every focus bound: a two-hour offline session plus an hour to reconnect. */
export const MAX_BACKLOG_MS = 3 * 60 * 60_000;

/** 1 coin per 60 s. */
export const COIN_RULE: ClaimRule = {
  unitMs: 60_000,
  toleranceMs: 10_000,
  maxBacklogMs: MAX_BACKLOG_MS,
  forfeitAfterMs: 60_000,
};

/**
 * Time arrives as measured seconds / 1.9, rounded per claim. A unit is nominally 1.9 s; 1.8 s leaves
 * about 5 % for the per-claim rounding of a client that saves every minute (round(60 / 1.9) = 32).
 */
export const TIME_RULE: ClaimRule = {
  unitMs: 1_800,
  toleranceMs: 10_000,
  maxBacklogMs: MAX_BACKLOG_MS,
  forfeitAfterMs: 60_000,
};

export type ClaimInput = {
  requested: number;
  now: Date;
  /** users.*_credited_until; null before the first credited claim. */
  creditedUntil: Date | null;
  /** When the account was created: the first claim cannot reach back before it. */
  accountCreatedAt: Date;
  /** Further cap, e.g. what is left of the daily coin limit. */
  remainingCap?: number;
  /**
   * A late claim: sent with an Idempotency-Key, i.e. from the web's offline queue, which replays focus
   * earned while the network was away, one claim per minute or pomodoro in a burst. It may use the whole
   * backlog window; forfeiting allowance after each claim would pay such a burst one or two minutes.
   * The worst case is the same either way: one claim can already take the whole window.
   */
  late?: boolean;
};

export type ClaimDecision = {
  credited: number;
  /** The new creditedUntil; unchanged when nothing was credited. */
  creditedUntil: Date | null;
};

export function decideClaim(rule: ClaimRule, input: ClaimInput): ClaimDecision {
  const now = input.now.getTime();
  const from = Math.max((input.creditedUntil ?? input.accountCreatedAt).getTime(), now - rule.maxBacklogMs);
  const allowed = Math.max(0, Math.floor((now - from + rule.toleranceMs) / rule.unitMs));
  const credited = Math.max(
    0,
    Math.min(input.requested, allowed, input.remainingCap ?? Number.POSITIVE_INFINITY),
  );
  if (credited === 0) return { credited: 0, creditedUntil: input.creditedUntil };
  const paidUpTo = from + credited * rule.unitMs;
  const until = input.late ? paidUpTo : Math.max(paidUpTo, now - rule.forfeitAfterMs);
  return { credited, creditedUntil: new Date(until) };
}

/** Start of the UTC day of `now`: the daily coin cap counts from here. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
