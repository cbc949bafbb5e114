import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLanguage, BUNDLES, getLanguage, loadBundles } from '../i18n/i18n';
import { expireCookie } from '../lib/session/session-storage';

// Components render in English, with every catalog loaded (compiled by build/i18n-catalogs.ts, as in
// the build). A test that switches language is put back.
// waitFor and findBy* give up after 5 s instead of Testing Library's 1 s: a loaded CI machine took over
// 3 s for a mocked request to settle. A passing wait returns as soon as it passes, so this only slows a
// failure.
configure({ asyncUtilTimeout: 5_000 });

await loadBundles(BUNDLES);
await activateLanguage('en');
// The app's providers fetch the message dialog when the page is idle. The files of a worker share one
// module graph: loaded here once, it is never still on its way when a file's DOM is torn down.
await import('../components/ui/message-dialog-view');

// Testing Library unmounts by itself only when the runner exposes globals; this suite imports them instead.
afterEach(async () => {
  cleanup();
  if (getLanguage() !== 'en') await activateLanguage('en');
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) expireCookie(name);
  }
  // What theme-init.js and the theme toggle write on <html>, and the address a router test moved to: the
  // files of a worker share this DOM (vitest.config.ts).
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-session');
  window.history.replaceState(null, '', '/');
});
