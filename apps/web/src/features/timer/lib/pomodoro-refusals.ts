/**
 * Pomodoros the server did not add to their task (docs/product-rules.md#selected-task-and-pomodoro-credits),
 * kept for the 'Session complete' summary, which says so: a refusal never passes silently. Session storage,
 * like the summary itself (run-summary.ts), so a reload keeps them. A run's first pomodoro forgets the
 * previous run's.
 */
export type RefusalReason = 'notCovered' | 'taskGone';
export type PomodoroRefusal = { endedAt: number; reason: RefusalReason };

const REFUSALS_KEY = 'focusRoom.refusedPomodoros';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PomodoroRefusal[] = [];

const isRefusal = (value: unknown): value is PomodoroRefusal => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.endedAt === 'number' && (v.reason === 'notCovered' || v.reason === 'taskGone');
};

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(REFUSALS_KEY);
  } catch {
    return null;
  }
}

/** The refusals noted so far, the same array until they change (a store snapshot). */
export function readRefusals(): PomodoroRefusal[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed) ? parsed.filter(isRefusal) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(refusals: PomodoroRefusal[]): void {
  try {
    if (refusals.length > 0) window.sessionStorage.setItem(REFUSALS_KEY, JSON.stringify(refusals));
    else window.sessionStorage.removeItem(REFUSALS_KEY);
  } catch {
    // Storage unavailable: nothing to show, as before.
  }
  for (const listener of listeners) listener();
}

export function noteRefusedPomodoro(refusal: PomodoroRefusal): void {
  write([...readRefusals(), refusal]);
}

export function forgetRefusals(): void {
  if (readRefusals().length > 0) write([]);
}

export function subscribeToRefusals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
