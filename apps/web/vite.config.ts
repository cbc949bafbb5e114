import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './build/compile-hints';
import { i18nCatalogs } from './build/i18n-catalogs';
import { inlineThemeInit } from './build/inline-theme-init';
import { preactAliases } from './build/preact-aliases';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';
import { webManifest } from './build/web-manifest';

export default defineConfig({
  plugins: [
    react(),
    // Translation catalogs compiled at build time (docs/decisions/039-i18n-with-lingui.md).
    i18nCatalogs(),
    // The theme is set before the first paint by an inline script, not a request (decision 055).
    inlineThemeInit(),
    // The manifest and the service worker (decision 031): our own worker (src/service-worker/sw.ts) with
    // the precache list injected; the page registers it itself (src/lib/pwa/), so injectRegister is off.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        // The shell, every script and style (lazy pages included, so / and /home work offline after one
        // visit), the Latin font files and the small images. Not the .br/.gz copies, not the large icons.
        globPatterns: ['**/*.{js,css,html,svg}', 'assets/*latin-wght-normal*.woff2'],
        // theme-init.js is inlined into every page (build/inline-theme-init.ts).
        globIgnores: ['**/*-ext-*', 'icons/**', 'theme-init.js'],
      },
      devOptions: { enabled: false },
    }),
    // The first load's scripts are compiled while they stream in, off the main thread (decision 053).
    compileHints(),
    precompress(),
    // Writes each public route's HTML in closeBundle, ordered first, so the worker's precache list (made
    // after it) holds the pages (decision 029).
    prerender(),
  ],
  resolve: { alias: preactAliases },
  server: {
    // The API runs separately in development (npm run dev); the browser sees one origin either way.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Read by the prerender (build/prerender.ts) and the byte budgets (build/budgets.test.ts).
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // A few long-lived vendor chunks instead of a waterfall of tiny ones (docs/decisions/030).
        codeSplitting: {
          groups: [
            // What every page runs first: Preact, the query cache, the router (preact-iso) and the task
            // scheduling its renders and the API client share (src/lib/next-task.ts; left to the default
            // split, it took the API client out of the entry into a chunk of its own).
            {
              name: 'framework',
              test: /node_modules[\\/](preact|preact-iso|react|react-dom|scheduler|@tanstack)[\\/]|[\\/]src[\\/]lib[\\/](routing\.tsx|next-task\.ts)/,
              priority: 30,
            },
            // The validation library: only where a screen validates an answer or a form.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // Dialogs: the shell's message dialog and most pages' dialogs.
            {
              name: 'dialog',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|alert-dialog|dismissable-layer|focus-scope|focus-guards|portal|presence|primitive|slot|compose-refs|context|id|use-[a-z-]+)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
              priority: 10,
            },
          ],
          // A common chunk below this size is copied into the chunks that import it rather than becoming
          // a request of its own.
          experimentalInlineCommonChunks: { maxSize: 6_000 },
        },
      },
    },
  },
});
