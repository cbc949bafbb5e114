import { trackBrowserRoute } from '@focus-room/core/api/shell-routes';
import type { TrackBrowserRequest } from '@focus-room/core/api/usage';
import { apiRequest } from '../api-client';
import { readCookiePreferences } from '../cookie-preferences';
import { readStorage, removeStorage, writeStorage } from '../storage';
import { getCurrentTheme, subscribeToTheme, type Theme } from '../theme';
import { detectBrowser } from './detect-browser';
import { randomUuid } from './random-uuid';
import { BROWSER_TRACKED_KEY, VISITOR_ID_KEY } from './usage-keys';

// Consented usage reports (docs/product-rules.md#usage-reports). Loaded lazily by the app shell, and only
// when the visitor has allowed analytics on /cookies.

let lastReportedTheme: Theme | null = null;
let stopWatchingTheme: (() => void) | null = null;

function visitorId(): string {
  const stored = readStorage(VISITOR_ID_KEY);
  if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
  const id = randomUuid();
  writeStorage(VISITOR_ID_KEY, id);
  return id;
}

async function send(theme: Theme) {
  const body: TrackBrowserRequest = {
    browser: detectBrowser(navigator.userAgent),
    visitorId: visitorId(),
    theme,
  };
  // Anonymous: the report is not tied to an account, so it goes without the token or cookies.
  await apiRequest(trackBrowserRoute, { body, anonymous: true });
  lastReportedTheme = theme;
}

/** Reports the browser kind (with the theme in use) once per browser profile, guarded by a local flag. */
async function reportBrowserOnce() {
  if (readStorage(BROWSER_TRACKED_KEY) === 'true') return;
  await send(getCurrentTheme());
  writeStorage(BROWSER_TRACKED_KEY, 'true');
}

/** A changed theme updates this profile's report (same visitor id, so it still counts once). */
async function reportThemeChange() {
  const theme = getCurrentTheme();
  if (theme === lastReportedTheme || !readCookiePreferences().analytics) return;
  if (readStorage(BROWSER_TRACKED_KEY) !== 'true') return reportBrowserOnce();
  await send(theme);
}

const logFailure = (error: unknown) => console.error('Usage report failed', error);

/** Starts the reports when analytics are allowed; stops them and forgets the visitor id when not. */
export function syncUsageReports() {
  if (!readCookiePreferences().analytics) {
    stopWatchingTheme?.();
    stopWatchingTheme = null;
    lastReportedTheme = null;
    removeStorage(VISITOR_ID_KEY);
    removeStorage(BROWSER_TRACKED_KEY);
    return;
  }
  lastReportedTheme = readStorage(BROWSER_TRACKED_KEY) === 'true' ? getCurrentTheme() : null;
  reportBrowserOnce().catch(logFailure);
  stopWatchingTheme ??= subscribeToTheme(() => void reportThemeChange().catch(logFailure));
}
