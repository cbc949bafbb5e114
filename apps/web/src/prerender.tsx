// The build's prerender entry (apps/web/build/prerender.ts): renders one route of the app to HTML in Node,
// with the same route table and providers as the browser, so the first paint needs no JavaScript and the
// browser hydrates exactly this markup (main.tsx).

import { locationStub } from 'preact-iso/prerender';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { AppProviders } from './app/providers';
import { AppRoutes, routePaths } from './app/route-table';
import { activateLanguage, type Language, translate } from './i18n/i18n';
import { takeCollectedTitle } from './lib/document-title';
import { LocationProvider } from './lib/routing';

/** Every page is written once per language (English at its usual place, build/prerender.ts). */
export { DEFAULT_LANGUAGE as defaultLanguage, LANGUAGES as languages } from '@focus-room/core/i18n/languages';

/**
 * The HTML of `path` for a first-time visitor (no session, no stored data), or with `shell` the /home
 * app shell: a signed-in user whose name and data are not known yet.
 */
export async function renderRoute(
  path: string,
  { shell = false, language = 'en' }: { shell?: boolean; language?: Language } = {},
): Promise<string> {
  await activateLanguage(language);
  // The router reads the address from `location`, which Node has not: a stand-in naming `path`.
  locationStub(path);
  const app = () => (
    <StrictMode>
      <AppProviders shell={shell}>
        <LocationProvider>
          <AppRoutes />
        </LocationProvider>
      </AppProviders>
    </StrictMode>
  );
  // One pass that waits for every lazy page chunk (Preact's string renderer resolves suspensions itself).
  takeCollectedTitle();
  const html = await renderToStringAsync(app() as never);
  if (html.includes('<template')) throw new Error(`Prerendering ${path} left a loading state`);
  // The page's title leads the markup, where build/prerender.ts takes it into <head>.
  const title = takeCollectedTitle();
  return title === undefined ? html : `<title>${escapeText(title)}</title>${html}`;
}

/** Every path of the route table (lower case, as the router matches them), for the server's 404s. */
export function clientRoutePaths(): string[] {
  return routePaths().map((path) => path.toLowerCase());
}

/** The page's meta description in `language` (index.html carries the English one). */
export async function pageDescription(language: Language): Promise<string> {
  await activateLanguage(language);
  return translate('common.metaDescription');
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
