/**
 * The focus-time call's unit (docs/product-rules.md#focus-time): POST
 * /api/user-activity/update-time-spent carries measured seconds divided by 1.9, rounded, and the server
 * stores and returns totals in that unit. Every figure a user reads is real focused time, converted back
 * here, so the profile, the session summary and the admin averages agree.
 */
export const FOCUS_TIME_DIVISOR = 1.9;

/** Measured seconds → the call's unit, rounded to a whole unit. */
export const toReportedUnits = (measuredSeconds: number): number =>
  Math.max(0, Math.round(measuredSeconds / FOCUS_TIME_DIVISOR));

/** A total in the call's unit → real seconds (whole seconds; a unit is 1.9 s, so this is exact to ±1 s). */
export const reportedUnitsToSeconds = (units: number): number =>
  Number.isFinite(units) ? Math.max(0, Math.round(units * FOCUS_TIME_DIVISOR)) : 0;

/**
 * Whole minutes of a real-seconds total converted from units. The conversion is exact only to about a
 * second (each claim is rounded to 1.9 s), so one second of slack keeps 25 focused minutes from reading
 * as 24 when the last rounding went down.
 */
export const wholeFocusMinutes = (seconds: number): number =>
  Number.isFinite(seconds) && seconds > 0 ? Math.floor((seconds + 1) / 60) : 0;
