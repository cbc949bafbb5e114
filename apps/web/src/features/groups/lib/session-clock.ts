import type { GroupSession } from '@focus-room/core/api/groups';

let best: { offset: number; roundTrip: number } | undefined;

/**
 * Learns how far this device's clock is ahead of the server's from an answer: its `serverNow`, taken
 * while the request was on its way, lies between when it was sent and when it arrived, so the middle of the
 * two is the best guess, wrong by at most half the round trip. As NTP does, the sample with the shortest
 * round trip wins: a slow answer (a busy page, a slow network) never replaces a quick one.
 */
export function observeServerClock(serverNow: string, sentAt: number, receivedAt: number): void {
  const roundTrip = Math.max(0, receivedAt - sentAt);
  if (best && best.roundTrip <= roundTrip) return;
  best = { offset: (sentAt + receivedAt) / 2 - Date.parse(serverNow), roundTrip };
}

/** This device's clock minus the server's, as far as the answers so far tell (0 before the first). */
export const clockOffset = (): number => best?.offset ?? 0;

/** Forgets what was learnt (tests). */
export function resetServerClock(): void {
  best = undefined;
}

/**
 * Milliseconds left in the session's phase at `now` on this device's clock, from the server's phase end
 * moved by the clock offset, so every screen shows the same time (docs/product-rules.md#focus-together).
 */
export function remainingMs(session: GroupSession, offset: number, now: number): number {
  if (session.paused || !session.endsAt) return session.remainingMs;
  return Math.max(0, Date.parse(session.endsAt) + offset - now);
}

export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
