import { catalogLoaders } from 'virtual:i18n-catalogs';
import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from '@focus-room/core/i18n/languages';
import { i18n, type MessageId } from '@lingui/core';

// The app's one Lingui instance and how its catalogs arrive (docs/decisions/039-i18n-with-lingui.md).
// Catalogs live in locales/<language>/<bundle>/<namespace>.json; a message's id is `<namespace>.<key>`.
// A bundle is what a page loads at once (one chunk per language and bundle, build/i18n-catalogs.ts): `shell`
// before the first render, the others with the pages that need them (app/route-table.tsx).

export type { Language };
export { i18n };
/**
 * - shell: the layout, dialogs and the server's messages (every page)
 * - focus: the timer, music, tasks, levels, feedback and the landing texts (/ and /home)
 * - account: sign-in and account pages, the signed-in menus, newsletter, statistics
 * - legal: privacy, terms, imprint, cookies, contact
 * - admin: the admin area
 */
export type Bundle = 'shell' | 'focus' | 'account' | 'legal' | 'admin';
export const BUNDLES: readonly Bundle[] = ['shell', 'focus', 'account', 'legal', 'admin'];

/** The bundles named in a space-separated list (a prerendered page's data-bundles). */
export function parseBundles(list: string | undefined): Bundle[] {
  return (list ?? '')
    .split(' ')
    .filter((name): name is Bundle => (BUNDLES as readonly string[]).includes(name));
}

export const LANGUAGE_STORAGE_KEY = 'language';
/** Mirrors the choice for the server, which picks the prerendered page's language by it. */
export const LANGUAGE_COOKIE = 'lang';

const requested = new Set<Bundle>(['shell']);
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The language being switched to while its catalogs load (it becomes active once they are in). */
let switchingTo: Language | null = null;

function loadBundle(language: Language, bundle: Bundle): Promise<void> {
  const key = `${language}/${bundle}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = catalogLoaders[key];
    promise = load
      ? load().then((module) => {
          i18n.load(language, module.default);
          loaded.add(key);
        })
      : Promise.reject(new Error(`No catalogs for ${key}`));
    // A failed load (offline before the chunk was cached) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads bundles in the active language (and remembers them for a later language switch). During a
 * switch, in the language being switched to as well, so a page that arrives meanwhile has its texts in
 * whichever language ends up active.
 */
export function loadBundles(bundles: readonly Bundle[]): Promise<void> {
  for (const bundle of bundles) requested.add(bundle);
  const languages = new Set([getLanguage(), ...(switchingTo ? [switchingTo] : [])]);
  return Promise.all(
    [...languages].flatMap((language) => bundles.map((bundle) => loadBundle(language, bundle))),
  ).then(() => undefined);
}

/** React.lazy for a component whose texts are in `bundles`: the chunk and its catalogs arrive together. */
export function withBundles<T>(bundles: readonly Bundle[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadBundles(bundles)]).then(([module]) => module);
}

export function getLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * Makes `language` active once every bundle asked for so far (and `bundles`) is loaded in it, including
 * bundles a page asks for while the first ones load. A later call wins over one still loading.
 */
export async function activateLanguage(language: Language, bundles: readonly Bundle[] = []): Promise<void> {
  for (const bundle of bundles) requested.add(bundle);
  switchingTo = language;
  const missing = () => [...requested].filter((bundle) => !loaded.has(`${language}/${bundle}`));
  for (let left = missing(); left.length > 0; left = missing()) {
    await Promise.all(left.map((bundle) => loadBundle(language, bundle)));
  }
  if (switchingTo !== language) return;
  switchingTo = null;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language this device's user picked in the switch, if any. */
export function savedLanguageChoice(): Language | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null; // Storage unavailable: no choice was kept.
  }
}

/** The saved choice, else the browser's languages, else English. */
export function detectLanguage(): Language {
  const saved = savedLanguageChoice();
  if (saved) return saved;
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** The idle wipe clears every cookie but keeps the saved choice: put the server's copy back. */
export function restoreLanguageCookie() {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved) && !document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${saved}`)) {
      writeLanguageCookie(saved);
    }
  } catch {
    // Storage unavailable: nothing saved.
  }
}

/** Remembers a choice on this device (and for the server's prerendered pages). */
export function saveLanguageChoice(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  writeLanguageCookie(language);
}

function writeLanguageCookie(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads for the page's language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${400 * 86400}; Path=/; SameSite=Lax${secure}`;
}

/** A message in the active language, for code outside components (components use useT). */
export function translate(id: MessageId, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}
