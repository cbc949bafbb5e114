import { useSession } from '../../../lib/session/session-context';
import { useTimeZoneSync } from '../hooks/use-time-zone-sync';

/**
 * Saves the browser's time zone for the signed-in user (hooks/use-time-zone-sync.ts), drawing nothing. Its
 * own part of the pages that show statistics, so the zone is saved on /home before the user has scrolled
 * down to the panel, which is drawn only then.
 */
export function TimeZoneSync() {
  const { status, user } = useSession();
  useTimeZoneSync(status === 'signed-in' ? user?._id : undefined);
  return null;
}
