const MS_PER_MINUTE = 60_000;

/**
 * A duration as whole hours and the minutes beyond them (rounded to the minute, never negative), the
 * figures core's formatDuration shows; the words around them come from the active language's catalog.
 */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.round(ms / MS_PER_MINUTE));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
