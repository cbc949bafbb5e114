import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './apps/web/build/i18n-catalogs';
import { preactAliases } from './apps/web/build/preact-aliases';

// One runner for every unit and integration suite. The server suite runs once on the embedded PGlite
// and, when TEST_DATABASE_URL points at a real PostgreSQL server, once more on that server.

// A limit only ever stops a test that is failing anyway, so it is set for a machine several times slower
// than usual (a property test of many runs took more than 30 s on a busy one): a slow day costs time,
// never a red run. Vitest's default (5 s) is far below that.
const TEST_TIMEOUT = 120_000;
const HOOK_TIMEOUT = 180_000;
const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_ENGINE: engine },
    // On PostgreSQL every file copies one database migrated for the run.
    globalSetup: engine === 'postgres' ? ['src/test/postgres-template.ts'] : [],
    testTimeout: TEST_TIMEOUT,
    hookTimeout: HOOK_TIMEOUT,
    // The files of a worker share one module graph instead of importing the whole server again per file
    // (import time was two thirds of the run): each file still builds its own app on its own database.
    isolate: false,
  },
});

// The web app's hooks and components, against a DOM, with the build's aliases and catalogs.
const webProject = (name: string, options: { isolate: boolean; include?: string[]; exclude?: string[] }) => ({
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
    name,
    // Only the dependencies that import React are inlined (an inlined zod is slow to import).
    server: { deps: { inline: [/react|radix|dnd-kit|sonner|lingui|use-callback-ref|use-sidecar/] } },
    root: 'apps/web',
    include: options.include ?? ['src/**/*.test.{ts,tsx}'],
    exclude: options.exclude ?? [],
    isolate: options.isolate,
    testTimeout: TEST_TIMEOUT,
    hookTimeout: HOOK_TIMEOUT,
    // The network is stubbed per test (src/test/api-mock.ts).
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    unstubGlobals: true,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which is one on a two-core machine. The server
    // files wait on PostgreSQL much of the time: two workers took its two projects from 213 s to 153 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          // Pure functions: the files of a worker share one module graph (importing it per file was four
          // fifths of this project's time). No file replaces a module (apps/web/src/test/isolated-tests.test.ts).
          isolate: false,
          testTimeout: TEST_TIMEOUT,
          hookTimeout: HOOK_TIMEOUT,
        },
      },
      // Hooks and components. The files of a worker share one module graph (import and setup were nine
      // tenths of this project's time); a file that replaces a module with vi.mock needs a graph of its
      // own and is named *.isolated.test.ts(x) (isolated-tests.test.ts checks the names).
      webProject('web', { isolate: false, exclude: ['src/**/*.isolated.test.{ts,tsx}'] }),
      webProject('web-isolated', { isolate: true, include: ['src/**/*.isolated.test.{ts,tsx}'] }),
      {
        // Builds the web app once and checks each route's first-load bytes (apps/web/build/budgets.ts).
        test: {
          name: 'web-build',
          root: 'apps/web',
          include: ['build/**/*.test.ts'],
          environment: 'node',
          testTimeout: TEST_TIMEOUT,
        },
      },
      {
        // Bundles the server as `npm start` does and checks what it imports at run time.
        test: {
          name: 'server-build',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: TEST_TIMEOUT,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
