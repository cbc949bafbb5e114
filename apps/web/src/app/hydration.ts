import { readToken } from '../lib/session/session-storage';

// Keys that never change what a page draws (the theme is set on <html> before the first paint; the
// language picks the page, main.tsx checks it matches).
const NEUTRAL_KEYS = new Set(['theme', 'lastActivity', 'language']);

/** True when this browser has stored nothing a page reads while rendering: a first-time visitor. */
function storesNothing(): boolean {
  try {
    return Object.keys(window.localStorage).every((key) => NEUTRAL_KEYS.has(key));
  } catch {
    return true;
  }
}

/**
 * Whether main.tsx may hydrate the prerendered markup in `root` (build/prerender.ts): only a page (not
 * the /home shell) and only for a first-time visitor, whose first render is that same markup. With a
 * session or stored choices (cookie preferences, a running timer, guest tasks) the first render differs,
 * and React keeps mismatched attributes from the HTML, so the app must render over the page instead.
 */
export function canHydrate(root: HTMLElement): boolean {
  return root.dataset.prerendered === 'page' && !readToken() && storesNothing();
}
