import type { StatsSettings } from '@focus-room/core/api/stats';
import { useEffect, useMemo, useRef } from 'react';
import { useStatsSettings } from '../api/get-stats-settings';
import { useUpdateStatsSettings } from '../api/update-stats-settings';
import { browserTimeZone } from '../lib/browser-time-zone';
import { lastSyncedTimeZone, rememberSyncedTimeZone, timeZoneCheckNeeded } from '../lib/synced-time-zone';

/**
 * Whether to save the device's zone: when the account has none yet, or when the device's zone moved since
 * this browser last synced (a trip, a move). A zone the user chose by hand in Settings stays while the
 * device stays where it was.
 */
export function zoneToSave(settings: StatsSettings, device: string | null, lastSynced: string | null) {
  if (!device) return null;
  if (!settings.timeZoneSaved) return device;
  if (device !== lastSynced && device !== settings.timeZone) return device;
  return null;
}

/**
 * Saves the browser's time zone for the signed-in user (`userId`; undefined while nobody is) once, and
 * again when it changes (docs/product-rules.md#statistics). Days already counted keep their date (the
 * server's rule).
 */
export function useTimeZoneSync(userId: string | undefined) {
  // Decided once per account and page view: the settings are read only when this browser has not yet
  // synced the device's present zone for this account (lib/synced-time-zone.ts).
  const needed = useMemo(() => userId !== undefined && timeZoneCheckNeeded(userId), [userId]);
  const enabled = needed && userId !== undefined;
  const { data: settings } = useStatsSettings(enabled);
  const { mutate, isPending } = useUpdateStatsSettings();
  // One try per zone and page view: a refusal is not repeated on every render.
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !settings || isPending) return;
    const device = browserTimeZone();
    const zone = zoneToSave(settings, device, lastSyncedTimeZone(userId));
    if (!zone) {
      if (device) rememberSyncedTimeZone(userId, device);
      return;
    }
    if (tried.current === zone) return;
    tried.current = zone;
    const { goalKind, goalValue, dayStartHour } = settings;
    mutate(
      { goalKind, goalValue, dayStartHour, timeZone: zone },
      {
        onSuccess: () => rememberSyncedTimeZone(userId, zone),
        onError: (error) => console.error('Failed to save the time zone', error),
      },
    );
  }, [enabled, userId, settings, isPending, mutate]);
}
