import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { i18nCatalogs } from './i18n-catalogs';
import { preactAliases } from './preact-aliases';
import { compressFile } from './precompress';
import {
  PAGES_MANIFEST_FILE,
  PRERENDER_ROUTES,
  type PrerenderRoute,
  SPA_FALLBACK_FILE,
} from './prerender-routes';
import { catalogModules, ENTRY_MODULE, type Manifest, readManifest, routeAssets } from './route-assets';

// The config is loaded by Node without TypeScript for workspace packages: the languages come from the
// rendered module (src/prerender.tsx), which Vite builds.
type Language = string;

type RenderModule = {
  languages: readonly Language[];
  defaultLanguage: Language;
  pageDescription: (language: Language) => Promise<string>;
  renderRoute: (path: string, options: { shell?: boolean; language?: Language }) => Promise<string>;
  clientRoutePaths: () => string[];
};

const ROOT_TAG = '<div id="root"></div>';

/**
 * After the browser build: builds src/prerender.tsx for Node (Vite's SSR build), renders every route of
 * build/prerender-routes.ts and writes its HTML from the built index.html, with the page's markup in
 * #root, its <title>, its CSS inlined (no render-blocking stylesheet) and modulepreload links for its lazy
 * chunks (no waterfall). Also writes spa.html (the bare app, the history fallback) and pages.json for the
 * server. A separate plugin and a separate Node build, so other plugins (a service worker) can sit next
 * to it in vite.config.ts; it runs in closeBundle, after every plugin's writeBundle.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'focus-room:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // First and alone among the closeBundle hooks, so a plugin that lists the build's files there (a
    // service worker's precache) sees the pages.
    closeBundle: { order: 'pre', sequential: true, handler: writePages },
  };

  async function writePages() {
    if (config.build.ssr) return;
    const dist = path.resolve(config.root, config.build.outDir);
    const serverOut = path.join(config.root, 'node_modules/.prerender');
    await build({
      configFile: false,
      root: config.root,
      logLevel: 'warn',
      resolve: { alias: preactAliases },
      ssr: { noExternal: true },
      plugins: [react(), i18nCatalogs()],
      build: {
        ssr: 'src/prerender.tsx',
        outDir: serverOut,
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: imported below with a cache-busting query, split chunks would import a second copy
        // of it (and of every React context).
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const render = (await import(
      `${pathToFileURL(path.join(serverOut, 'prerender.js')).href}?t=${Date.now()}`
    )) as RenderModule;
    const template = await withFontPreload(await readFile(path.join(dist, 'index.html'), 'utf8'), dist);
    const manifest = readManifest(dist);
    const written = [SPA_FALLBACK_FILE];
    await writeFile(path.join(dist, SPA_FALLBACK_FILE), withEntryPreloads(template, manifest));
    // Every page once per language: English at its usual place, the others under <language>/ (the server
    // picks by the visitor's choice or Accept-Language, apps/server/src/plugins/spa-pages.ts).
    const { languages, defaultLanguage } = render;
    const pageFile = (route: PrerenderRoute, language: Language) =>
      language === defaultLanguage ? route.file : `${language}/${route.file}`;
    for (const language of languages) {
      const description = await render.pageDescription(language);
      for (const route of PRERENDER_ROUTES) {
        const markup = await render.renderRoute(route.path, { shell: route.shell, language });
        const html = await pageHtml(template, markup, route, manifest, dist, { language, description });
        const file = pageFile(route, language);
        await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
        await writeFile(path.join(dist, file), html);
        written.push(file);
      }
    }
    const pagesOf = (language: Language) =>
      Object.fromEntries(
        PRERENDER_ROUTES.filter((route) => route.file !== '404.html').map((r) => [
          r.path,
          pageFile(r, language),
        ]),
      );
    const pagesManifest = {
      pages: pagesOf(defaultLanguage),
      translations: Object.fromEntries(
        languages
          .filter((language) => language !== defaultLanguage)
          .map((language) => [language, { pages: pagesOf(language), notFound: `${language}/404.html` }]),
      ),
      // Every path the app knows; the server answers any other with 404.html and status 404.
      clientRoutes: render.clientRoutePaths(),
      notFound: '404.html',
      fallback: SPA_FALLBACK_FILE,
    };
    await writeFile(path.join(dist, PAGES_MANIFEST_FILE), `${JSON.stringify(pagesManifest, null, 2)}\n`);
    await Promise.all(written.map((file) => compressFile(path.join(dist, file))));
    await rm(serverOut, { recursive: true, force: true });
  }
}

/** The text font (latin subset, src/styles/fonts.css) is fetched with the page, not after the CSS. */
async function withFontPreload(template: string, dist: string): Promise<string> {
  const font = (await readdir(path.join(dist, 'assets'))).find((name) =>
    /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
  );
  if (!font) throw new Error('The Inter latin font is missing from the build');
  const link = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}" />`;
  return template.replace('<title>', `${link}\n    <title>`);
}

/**
 * spa.html, the bare app that browser-only routes (/admin, the account flows) are answered with: every
 * static import of the entry preloaded next to the entry's <script>. Vite's own preload links are off
 * (build.modulePreload), so without these the browser found the app's main chunk only once the entry file
 * had arrived, and that chunk's imports only once it had: three round trips before anything was drawn.
 * Prerendered pages keep their own list (pageHtml): there the main chunk arriving a little later leaves
 * the slow network to the page's picture, and a page that preloaded it too painted later (phone profile).
 */
function withEntryPreloads(template: string, manifest: Manifest): string {
  const entryFile = manifest[ENTRY_MODULE]?.file;
  const script = template.match(/<script type="module"[^>]*><\/script>/)?.[0];
  if (!entryFile || !script?.includes(`/${entryFile}"`)) throw new Error('index.html has no entry script');
  const links = routeAssets(manifest, [])
    .js.filter((file) => file !== entryFile)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return template.replace(script, [script, ...links].join('\n    '));
}

async function pageHtml(
  template: string,
  markup: string,
  route: PrerenderRoute,
  manifest: Manifest,
  dist: string,
  { language, description }: { language: Language; description: string },
): Promise<string> {
  if (!template.includes(ROOT_TAG)) throw new Error(`index.html has no ${ROOT_TAG}`);
  // React puts the page's <title> and other hoisted head elements (image preloads) first in the markup:
  // they belong in <head>.
  const titleMatch = markup.match(/<title>[^<]*<\/title>/);
  const hoisted = markup.match(/^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)+/)?.[0] ?? '';
  const hoistedLinks = hoisted.match(/<link [^>]*\/>|<meta [^>]*\/>/g) ?? [];
  const body = markup.slice(hoisted.length);
  const { js, css } = routeAssets(manifest, [...route.modules, ...catalogModules(manifest, language, route)]);
  const styles = await Promise.all(css.map((file) => readFile(path.join(dist, file), 'utf8')));
  const entry = manifest[ENTRY_MODULE];
  const entryFiles = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const preloads = js
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // Each inlined stylesheet is also named by a disabled <link>, which the browser never fetches: Vite's
  // preload helper skips a chunk's CSS when a stylesheet link with its URL is in the document, so the
  // page's lazy chunks no longer add their inlined CSS a second time when they load (each addition was a
  // restyle of the whole page, e.g. the 18 kB shared stylesheet again when the first dialog preloads).
  const inlined = css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`);
  const head = [`<style>${styles.join('\n')}</style>`, ...inlined, ...preloads, ...hoistedLinks].join(
    '\n    ',
  );
  const kind = route.shell ? 'shell' : 'page';
  // aria-disabled until the app has started on the page (main.tsx removes it): before that its buttons
  // and fields do nothing, and tools that wait for an enabled control (Playwright) wait for the app.
  const bundles = route.bundles.length ? ` data-bundles="${route.bundles.join(' ')}"` : '';
  const rootAttributes = `data-prerendered="${kind}" aria-disabled="true"${bundles}${route.visitorOnly ? ' data-visitor-only' : ''}`;
  let html = template
    // The stylesheets are inlined above; a <link> would block the first paint for a second request.
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(ROOT_TAG, `<div id="root" ${rootAttributes}>${body}</div>`);
  if (titleMatch) html = html.replace(/<title>[^<]*<\/title>/, titleMatch[0]);
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeAttribute(description)}"`,
    );
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
