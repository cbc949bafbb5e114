import { readStorage, writeStorage } from './storage';

export const COOKIE_PREFERENCES_KEY = 'cookiePreferences';

export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean };

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
};

/**
 * Lives in lib/ because analytics must ask it before running: German law needs consent first, so
 * anything unreadable counts as "no". Checked by hand rather than with zod: the app shell asks it at
 * start-up, and zod stays out of the shell's first chunk.
 */
export function readCookiePreferences(): CookiePreferences {
  const raw = readStorage(COOKIE_PREFERENCES_KEY);
  if (!raw) return DEFAULT_COOKIE_PREFERENCES;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_COOKIE_PREFERENCES;
    const { analytics, marketing } = parsed as Record<string, unknown>;
    return { necessary: true, analytics: analytics === true, marketing: marketing === true };
  } catch {
    return DEFAULT_COOKIE_PREFERENCES;
  }
}

export function saveCookiePreferences(choice: { analytics: boolean; marketing: boolean }): CookiePreferences {
  const preferences: CookiePreferences = { necessary: true, ...choice };
  writeStorage(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  return preferences;
}
