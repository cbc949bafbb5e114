import type { PublicUser } from '@focus-room/core/api/auth';
import { TOKEN_STORAGE_KEY } from '../api-client';
import { readStorage, writeStorage } from '../storage';
import { BROWSER_TRACKED_KEY, VISITOR_ID_KEY } from '../usage/usage-keys';

// Where the client keeps its session (docs/product-rules.md#session-on-the-device): the token in local
// storage, the user in a cookie named `user` (JSON, 90 days), the time of the last activity in local storage.
export const USER_COOKIE = 'user';
export const LAST_ACTIVITY_KEY = 'lastActivity';
export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
const USER_COOKIE_DAYS = 90;
// Preferences, not session data: they survive the idle wipe so a returning visitor keeps their theme,
// language and cookie choices, and a consented browser keeps counting once (its analytics id and flag).
const KEPT_ON_WIPE = ['theme', 'language', 'cookiePreferences', VISITOR_ID_KEY, BROWSER_TRACKED_KEY];
// Per-account flags that promise something "once": the newsletter prompt asks an account once, ever, so
// its flag outlives the idle wipe too (docs/product-rules.md#newsletter-prompt).
const KEPT_PREFIXES_ON_WIPE = ['newsletterPrompted:'];

export function readToken() {
  return readStorage(TOKEN_STORAGE_KEY);
}

export function readUserCookie(): PublicUser | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${USER_COOKIE}=`))
    ?.slice(USER_COOKIE.length + 1);
  if (!raw) return null;
  try {
    return JSON.parse(decodeURIComponent(raw)) as PublicUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: PublicUser) {
  writeStorage(TOKEN_STORAGE_KEY, token);
  writeUserCookie(user);
  touchActivity();
}

export function writeUserCookie(user: PublicUser) {
  const value = encodeURIComponent(JSON.stringify(user));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's `user` cookie must be readable synchronously at load; the Cookie Store API is async and not in every browser.
  document.cookie = `${USER_COOKIE}=${value}; Max-Age=${USER_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Keeps the level in the user cookie as the server last answered it (an upgrade, another device's), so the
 * next load shows the right room before its answer arrives. Nothing is written when it is already so.
 */
export function rememberUserLevel(level: number) {
  const user = readUserCookie();
  if (user && user.level !== level) writeUserCookie({ ...user, level });
}

/** Forgets the signed-in user (logout, a 401). */
export function clearSession() {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  expireCookie(USER_COOKIE);
}

/**
 * Deletes a cookie of this path. By a date in the past rather than Max-Age=0: both delete it in browsers,
 * but happy-dom (the unit tests' DOM) keeps a Max-Age=0 cookie alive for the millisecond it was set in.
 */
export function expireCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeUserCookie.
  document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

/** The 12-hour idle rule: local storage and every cookie go, the user is logged out. */
export function wipeEverything() {
  try {
    const keys = [
      ...KEPT_ON_WIPE,
      ...Object.keys(window.localStorage).filter((key) =>
        KEPT_PREFIXES_ON_WIPE.some((prefix) => key.startsWith(prefix)),
      ),
    ];
    const kept = keys.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable.
  }
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) expireCookie(name);
  }
}

export function touchActivity(now = Date.now()) {
  writeStorage(LAST_ACTIVITY_KEY, String(now));
}

export function idleTooLong(now = Date.now()) {
  const last = Number(readStorage(LAST_ACTIVITY_KEY));
  return Number.isFinite(last) && last > 0 && now - last > IDLE_LIMIT_MS;
}
