import { readStorage, writeStorage } from '../../../lib/storage';
import { browserTimeZone } from './browser-time-zone';

// Before the zone was remembered per account, one key held the zone this browser last synced, whoever was
// signed in. Still read as the last sync when an account has no key of its own yet.
const SHARED_KEY = 'focusRoom.statsTimeZone';

/** Where this browser remembers the zone it last saved (or found saved) for one account. */
export const syncedTimeZoneKey = (userId: string) => `focusRoom.statsTimeZone:${userId}`;

/** The zone this browser last synced for the account, if it remembers one. */
export function lastSyncedTimeZone(userId: string): string | null {
  return readStorage(syncedTimeZoneKey(userId)) ?? readStorage(SHARED_KEY);
}

export function rememberSyncedTimeZone(userId: string, zone: string) {
  writeStorage(syncedTimeZoneKey(userId), zone);
}

/**
 * Whether the statistics settings must be read to decide about the zone (hooks/use-time-zone-sync.ts):
 * not when this browser already synced the device's present zone for this account, which then has a zone
 * saved and keeps it (a zone the account chose by hand stays while the device stays where it was). So a
 * visit to /home reads nothing for the zone, except the first one and after a move.
 */
export function timeZoneCheckNeeded(userId: string): boolean {
  const device = browserTimeZone();
  return device !== null && readStorage(syncedTimeZoneKey(userId)) !== device;
}
