import { z } from 'zod';
import { readStorage, writeStorage } from './storage';

export const COOKIE_PREFERENCES_KEY = 'cookiePreferences';

const cookiePreferencesSchema = z.object({
  necessary: z.literal(true).catch(true),
  analytics: z.boolean().catch(false),
  marketing: z.boolean().catch(false),
});
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
};

/** Lives in lib/ because analytics (browser tracking) must ask it before running: German law needs
 *  consent first, so anything unreadable counts as "no". */
export function readCookiePreferences(): CookiePreferences {
  const raw = readStorage(COOKIE_PREFERENCES_KEY);
  if (!raw) return DEFAULT_COOKIE_PREFERENCES;
  try {
    const parsed = cookiePreferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_COOKIE_PREFERENCES;
  } catch {
    return DEFAULT_COOKIE_PREFERENCES;
  }
}

export function saveCookiePreferences(choice: { analytics: boolean; marketing: boolean }): CookiePreferences {
  const preferences: CookiePreferences = { necessary: true, ...choice };
  writeStorage(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  return preferences;
}
