import type { StatsSettings } from '@focus-room/core/api/stats';
import { useEffect, useRef } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';
import { useStatsSettings } from '../api/get-stats-settings';
import { useUpdateStatsSettings } from '../api/update-stats-settings';
import { browserTimeZone } from '../lib/browser-time-zone';

/** The zone this browser last saved (or found saved): a change of the device's zone is saved again. */
export const SYNCED_TIME_ZONE_KEY = 'focusRoom.statsTimeZone';

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
 * Saves the browser's time zone for the signed-in user once, and again when it changes
 * (docs/product-rules.md#statistics). Days already counted keep their date (the server's rule).
 */
export function useTimeZoneSync(enabled: boolean) {
  const { data: settings } = useStatsSettings(enabled);
  const { mutate, isPending } = useUpdateStatsSettings();
  // One try per zone and page view: a refusal is not repeated on every render.
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !settings || isPending) return;
    const device = browserTimeZone();
    const zone = zoneToSave(settings, device, readStorage(SYNCED_TIME_ZONE_KEY));
    if (!zone) {
      if (device) writeStorage(SYNCED_TIME_ZONE_KEY, device);
      return;
    }
    if (tried.current === zone) return;
    tried.current = zone;
    const { goalKind, goalValue, dayStartHour } = settings;
    mutate(
      { goalKind, goalValue, dayStartHour, timeZone: zone },
      {
        onSuccess: () => writeStorage(SYNCED_TIME_ZONE_KEY, zone),
        onError: (error) => console.error('Failed to save the time zone', error),
      },
    );
  }, [enabled, settings, isPending, mutate]);
}
