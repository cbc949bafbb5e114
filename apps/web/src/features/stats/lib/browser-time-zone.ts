import { isKnownTimeZone } from '@focus-room/core/api/stats-plain';

/** This device's IANA time zone ('Europe/Berlin'), or null when the browser does not say or names one the
 *  server would refuse. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** Every time zone the browser knows, for the settings' list (the saved one is added if missing). */
export function knownTimeZones(saved: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, saved, 'UTC']);
  return [...all].sort((a, b) => a.localeCompare(b));
}
