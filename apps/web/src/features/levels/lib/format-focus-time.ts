/** 'Xh Ym' for the profile's total focus time; anything unusable reads '0h 0m', the stats' fallback. */
export function formatFocusTime(totalSeconds: number | null | undefined): string {
  if (typeof totalSeconds !== 'number' || !Number.isFinite(totalSeconds) || totalSeconds <= 0) return '0h 0m';
  const minutes = Math.floor(totalSeconds / 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
