import './lib/zod-jitless';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readCookiePreferences } from './lib/cookie-preferences';
import { readToken } from './lib/session/session-storage';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

/**
 * After the app's first commit: shows a visitor-only page public/theme-init.js hid from a signed-in user
 * (the app has decided by now), enables a prerendered page (build/prerender.ts marks it aria-disabled
 * until its controls work) and marks the page as running (data-ready, what the page-load benchmark waits
 * for).
 */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!root) return;
    delete root.dataset.visitorOnly;
    root.removeAttribute('aria-disabled');
    root.dataset.ready = '';
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Started>
      <App />
    </Started>
  </StrictMode>
);

// Keys that never change what a page draws (the theme is set on <html> before the first paint).
const NEUTRAL_KEYS = new Set(['theme', 'lastActivity']);

/** True when this browser has stored nothing a page reads while rendering: a first-time visitor. */
function storesNothing(): boolean {
  try {
    return Object.keys(window.localStorage).every((key) => NEUTRAL_KEYS.has(key));
  } catch {
    return true;
  }
}

// The build prerenders the public pages for a first-time visitor (build/prerender.ts): for one, the app's
// first render is that same markup, so it is hydrated in place. With a session or stored choices (cookie
// preferences, a running timer, guest tasks) the first render differs, and React would keep mismatched
// attributes from the HTML, so the app renders over the page instead: in a transition, so the prerendered
// page stays on screen until the new one is ready, never a blank frame.
const prerendered = root.dataset.prerendered;
if (prerendered === 'page' && !readToken() && storesNothing()) {
  hydrateRoot(root, app);
} else if (prerendered) {
  startTransition(() => createRoot(root).render(app));
} else {
  createRoot(root).render(app);
}

// Usage reports only with analytics consent, and in their own chunk, after the first render.
if (readCookiePreferences().analytics) {
  void import('./lib/usage/usage-report').then((usage) => usage.syncUsageReports());
}
