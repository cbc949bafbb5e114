import { defineConfig, devices } from '@playwright/test';
import { shellLaunchOptions } from './support/browsers';

const PORT = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: './specs',
  outputDir: `./.artifacts/results-${PORT}`,
  // Journeys are spread one by one over the workers, so a long spec file does not finish alone at the end;
  // the files whose journeys build on each other say so (test.describe.configure({ mode: 'serial' })).
  fullyParallel: true,
  // Two at a time against the one server: each journey makes its own users and reads only its own
  // figures, and the run takes about half as long on two cores. E2E_WORKERS=1 for a quiet run.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No second tries: a journey that fails now and then is fixed, not retried.
  // The limits only ever stop a test that is failing anyway, so they are set for a machine many times
  // slower than usual (a journey of 5 s took 20–60 s, a page 20 s to load, on a busy one): a slow day costs
  // time, not a failure. One limit for every journey, set for the longest (eight axe scans of a page, a
  // year of heatmap cells).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test a quarter of its time: to trace a failing journey, run it again
    // with `--retries=1`, and its second try is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole build on a first visit and answers page loads: journeys
    // run without it (and see every request in page.route), except the PWA journeys, which allow it.
    serviceWorkers: 'block',
    // Journeys see the page as a user who asked for reduced motion: the drifting blurred background,
    // drawn in software here, took a quarter of every journey's time. The journeys that check motion
    // itself (the confetti) ask for it back with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: shellLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      // Phone journeys run only in the phone project.
      testIgnore: /.*\.mobile\.spec\.ts/,
      grepInvert: /@exclusive/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Journeys that read figures of the whole server (every account): they run once the others are
      // done, so no journey in another worker changes those figures under them. To run one alone while
      // developing: `npx playwright test -c e2e/playwright.config.ts <spec> --no-deps`.
      name: 'exclusive',
      testIgnore: /.*\.mobile\.spec\.ts/,
      grep: /@exclusive/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: /.*\.mobile\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-test-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // Start-up makes the admin and seeds the seasoned and statistics accounts (months of ledger rows) on a
    // fresh embedded database first: on a busy machine that alone took more than two minutes.
    timeout: 300_000,
    env: { E2E_PORT: String(PORT) },
  },
});
