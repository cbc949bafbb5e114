// The build's prerender entry (apps/web/build/prerender.ts): renders one route of the app to HTML in Node,
// with the same route table and providers as the browser, so the first paint needs no JavaScript and the
// browser hydrates exactly this markup (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './app/providers';
import { AppRoutes, routePaths } from './app/route-table';
import { activateLanguage, type Language, translate } from './i18n/i18n';
import { MemoryRouter } from './lib/router';

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
  const app = () => (
    <StrictMode>
      <AppProviders shell={shell}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>
  );
  // First pass: waits for every lazy page chunk. Its markup is not used: React outlines large Suspense
  // boundaries behind inline scripts, which the CSP would block.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app(), { onError: (error) => void errors.push(error) });
  prelude.resume();
  // A component that throws would leave its part to the browser: fail the build instead.
  if (errors.length) throw new AggregateError(errors, `Prerendering ${path} failed`);
  // The first pass asked for the page's catalogs; a page already loaded in another language did not.
  await activateLanguage(language);
  // Second pass: every lazy chunk has loaded, so nothing suspends and the markup is one inline piece.
  const html = renderToString(app());
  if (html.includes('<template')) throw new Error(`Prerendering ${path} left a loading state`);
  return html;
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
