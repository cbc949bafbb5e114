/** The 'Session complete' summary of a finished run (docs/product-rules.md#pomodoro-cycle). */
export interface RunSummary {
  focusMinutes: number;
  coins: number;
  pomodoros: number;
  at: number;
}

// Session storage: the summary survives the reload of the page-hidden-during-last-cycle rule and an
// accidental refresh, but not a new visit.
const SUMMARY_KEY = 'focusRoom.runSummary';

const isSummary = (value: unknown): value is RunSummary => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['focusMinutes', 'coins', 'pomodoros', 'at'].every(
    (key) => typeof v[key] === 'number' && Number.isFinite(v[key]),
  );
};

export function readRunSummary(): RunSummary | null {
  try {
    const raw = window.sessionStorage.getItem(SUMMARY_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isSummary(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeRunSummary(summary: RunSummary | null): void {
  try {
    if (summary) window.sessionStorage.setItem(SUMMARY_KEY, JSON.stringify(summary));
    else window.sessionStorage.removeItem(SUMMARY_KEY);
  } catch {
    // Storage unavailable: the popup still shows for this page view.
  }
}
