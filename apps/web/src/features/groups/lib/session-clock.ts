import type { GroupSession } from '@focus-room/core/api/groups';

/**
 * Milliseconds left in the session's phase at `now` on this device's clock. The server sent its phase end
 * and its own clock (`serverNow`); the difference between that and when the answer arrived corrects a
 * device clock that is off, so every screen shows the same time (docs/product-rules.md#focus-together).
 */
export function remainingMs(session: GroupSession, receivedAt: number, now: number): number {
  if (session.paused || !session.endsAt) return session.remainingMs;
  const offset = receivedAt - Date.parse(session.serverNow);
  return Math.max(0, Date.parse(session.endsAt) + offset - now);
}

export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
