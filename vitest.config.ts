import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './apps/web/build/i18n-catalogs';
import { preactAliases } from './apps/web/build/preact-aliases';

// One runner for every unit and integration suite. The server suite runs once on the embedded PGlite
// and, when TEST_DATABASE_URL points at a real PostgreSQL server, once more on that server.
const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph instead of importing the whole server again per file
    // (import time was two thirds of the run): each file still builds its own app on its own database.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      {
        // The translation catalogs, compiled as in the build (docs/decisions/039-i18n-with-lingui.md).
        plugins: [i18nCatalogs()],
        // React's API from Preact, as in the build (docs/decisions/046-preact-instead-of-react-dom.md).
        resolve: {
          alias: [
            ...preactAliases,
            // Their CommonJS builds (chosen under Node) would require the real React.
            { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'web',
          // Only the dependencies that import React are inlined (an inlined zod is slow to import).
          server: { deps: { inline: [/react|radix|dnd-kit|sonner|lingui|use-callback-ref|use-sidecar/] } },
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // Hooks and components run against a DOM; the network is stubbed per test (src/test/api-mock.ts).
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          unstubGlobals: true,
        },
      },
      {
        // Builds the web app once and checks each route's first-load bytes (apps/web/build/budgets.ts).
        test: {
          name: 'web-build',
          root: 'apps/web',
          include: ['build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
