// Page-load benchmark: starts the production server on a fresh embedded database, opens the main routes
// cold (empty cache) in headless Chromium and prints the median bytes and timings per route, on this
// machine's loopback and under Lighthouse's mobile profile (4x slower CPU, 1.6 Mbit/s, 150 ms round trip).
//
// Then Lighthouse (scripts/bench-lighthouse.mjs): /, /login and /home signed in, mobile and desktop presets.
//
//   npm run bench:load                           5 cold loads per route and profile, 3 Lighthouse runs
//   npm run bench:load -- --runs 9               more loads for steadier medians
//   npm run bench:load -- --lighthouse-runs 5    more Lighthouse runs
//   npm run bench:load -- --lighthouse-only      Lighthouse alone
//   npm run bench:load -- --lighthouse-only --lighthouse-route /home --lighthouse-preset mobile
//                                                one route and preset (repeatable), for quick comparisons
//   npm run bench:load -- --cold-only --route /home --profile phone
//                                                cold loads alone, of one route and profile (repeatable)
//   WEB_DIST=/path/to/dist npm run bench:load    measure another build (no rebuild)
//
// It prints figures; it never fails on them. Compare runs on the same machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { runLighthouse } from './bench-lighthouse.mjs';
import { CREATE_ADMIN_ENTRY, SERVER_ENTRY, SERVER_NODE_FLAGS } from './lib/server-command.mjs';
import { buildServerIfNeeded } from './server-build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 5) : 5;
const lighthouseArg = process.argv.indexOf('--lighthouse-runs');
const LIGHTHOUSE_RUNS = lighthouseArg > 0 ? Math.max(1, Number(process.argv[lighthouseArg + 1]) || 3) : 3;
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse-only');
const allValues = (name) => process.argv.flatMap((arg, i) => (arg === name ? [process.argv[i + 1]] : []));
const LIGHTHOUSE_ROUTES = allValues('--lighthouse-route');
const LIGHTHOUSE_PRESETS = allValues('--lighthouse-preset');
const COLD_ONLY = process.argv.includes('--cold-only');
const COLD_ROUTES = allValues('--route');
const COLD_PROFILES = allValues('--profile');
const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const ADMIN = { email: 'bench@focusroom.test', username: 'bench', password: 'Bench123$' };

const profiles = [
  { name: 'desktop, loopback', cpu: 1, network: null },
  // Lighthouse's default mobile throttling, applied by Chromium itself (DevTools protocol).
  { name: 'phone, slow 4G', cpu: 4, network: { latency: 150, down: 1.6e6 / 8, up: 750e3 / 8 } },
];

// What "ready" means per route: the first thing a user came for is on screen, and the app runs. The page
// notes the moment itself (readyWatch below): Playwright's polling, on a main thread slowed four times,
// noticed it up to a few hundred milliseconds late.
const routes = [
  { path: '/', signedIn: false, ready: 'main h1' },
  { path: '/login', signedIn: false, ready: 'button[type=submit]' },
  // The room picture needs the user's level from the API, then the image: the dashboard's last arrival.
  { path: '/home', signedIn: true, ready: 'div[aria-busy="false"]:has(> img[src*="/api/rooms/"])' },
  { path: '/admin', signedIn: true, ready: '[role=tab]' },
];

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting.');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('The server did not become healthy.');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(browser, base, route, profile, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Only the app's own origin counts; third parties (Spotify, Google) are unreachable here anyway.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  if (route.signedIn) {
    // What a login leaves behind: the token, and the `user` cookie that lets pages render before the
    // session check answers (a returning user's usual state).
    await context.addInitScript(({ token, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem(`newsletterPrompted:${id}`, 'true');
    }, session);
    await context.addCookies([
      { name: 'user', value: encodeURIComponent(JSON.stringify(session.user)), url: base },
    ]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: profile.network.down,
      uploadThroughput: profile.network.up,
    });
  }
  await page.addInitScript(readyWatch, route.ready);
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + route.path, { waitUntil: 'load' });
  await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  // A prerendered page shows its content before any JavaScript: it is ready once the app has started
  // on it too (main.tsx sets data-ready), so a click does something.
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !root?.dataset.prerendered || root.dataset.ready !== undefined;
    },
    undefined,
    { timeout: 60_000 },
  );
  const readyAt = await page.evaluate(() => window.__readyAt ?? performance.now());
  // Let late lazy chunks and the first API answers land before counting bytes (and what runs after them).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const figures = await page.evaluate((readyAt) => {
    const [nav] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    const bytes = (filter) => resources.filter(filter).reduce((sum, r) => sum + r.encodedBodySize, 0);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return {
      ttfb: nav.responseStart,
      fcp,
      lcp: window.__lcp,
      load: nav.loadEventEnd,
      js: bytes((r) => r.name.endsWith('.js')),
      // The first load's share: scripts asked for before the page was ready. What comes later (the
      // dialogs fetched at idle time, the statistics once scrolled near) is in `js` only.
      jsToReady: bytes((r) => r.name.endsWith('.js') && r.startTime <= readyAt),
      css: bytes((r) => r.name.endsWith('.css')),
      total: nav.encodedBodySize + bytes(() => true),
      requests: resources.length + 1,
      // Main-thread time past 50 ms in each long task until the page settled: what total blocking time
      // sums (from the first paint on), measured in this browser rather than simulated.
      blocking: window.__longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    };
  }, readyAt);
  await context.close();
  // Nothing is on screen before the first paint, whose time is when the frame was shown (a little after
  // its animation frame).
  return { ...figures, ready: Math.max(readyAt, figures.fcp) };
}

/**
 * Runs in the page before its scripts: notes in window.__readyAt the first moment the route's `ready`
 * element is visible and the app has started on a prerendered page (main.tsx sets #root's data-ready),
 * checked after every change of the document, as the browser makes them; the moment is the frame that
 * paints that state.
 */
function readyWatch(selector) {
  const isReady = () => {
    const root = document.getElementById('root');
    if (root?.dataset.prerendered && root.dataset.ready === undefined) return false;
    const element = document.querySelector(selector);
    return Boolean(element?.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length);
  };
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    // The frame that paints it: its animation frame runs just before the paint.
    requestAnimationFrame(() => {
      window.__readyAt = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  // WEB_DIST=<folder> measures that build as it is (e.g. an older one, to compare); else this checkout's.
  if (!process.env.WEB_DIST) buildWebIfNeeded();
  await buildServerIfNeeded();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'focus-room-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const admin = spawnSync(
    process.execPath,
    [
      CREATE_ADMIN_ENTRY,
      ...['--email', ADMIN.email, '--username', ADMIN.username, '--password', ADMIN.password],
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (admin.status !== 0) throw new Error('create-admin failed');
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...SERVER_ENTRY], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    ...(CHROMIUM ? { executablePath: CHROMIUM } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForHealth(base, server);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password, rememberMe: true }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const { token, user } = await login.json();
    const session = { token, user, id: user._id };

    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    if (!LIGHTHOUSE_ONLY) {
      console.log(
        `Cold loads: median of ${RUNS} per route (transfer sizes are compressed bytes on the wire; ` +
          'JS to ready: the scripts asked for before the page was ready, JS, all: every script until it ' +
          'settled; blocking: the main-thread time past 50 ms of every long task until the page settled)\n',
      );
    }
    const coldProfiles = profiles.filter(
      (p) => COLD_PROFILES.length === 0 || COLD_PROFILES.some((name) => p.name.startsWith(name)),
    );
    for (const profile of LIGHTHOUSE_ONLY ? [] : coldProfiles) {
      console.log(`## ${profile.name}`);
      const rows = [];
      for (const route of routes.filter((r) => COLD_ROUTES.length === 0 || COLD_ROUTES.includes(r.path))) {
        const samples = [];
        for (let i = 0; i < RUNS; i++) samples.push(await measure(browser, base, route, profile, session));
        const pick = (key) => median(samples.map((s) => s[key]));
        rows.push({
          route: route.path,
          'JS to ready': kb(pick('jsToReady')),
          'JS, all': kb(pick('js')),
          CSS: kb(pick('css')),
          total: kb(pick('total')),
          requests: pick('requests'),
          TTFB: ms(pick('ttfb')),
          FCP: ms(pick('fcp')),
          LCP: ms(pick('lcp')),
          ready: ms(pick('ready')),
          load: ms(pick('load')),
          blocking: ms(pick('blocking')),
        });
      }
      console.table(rows);
    }
    if (LIGHTHOUSE_ONLY) {
      // Without the cold loads before it, Lighthouse's first runs met a server just started: its first
      // requests pay for its own warm-up (compiling the routes, preparing statements), which no visitor of
      // a running server meets. One unmeasured load of each route warms it as the cold loads do.
      for (const route of routes) await measure(browser, base, route, profiles[0], session);
    }
    if (!COLD_ONLY)
      await runLighthouse({
        base,
        session,
        runs: LIGHTHOUSE_RUNS,
        executablePath: CHROMIUM,
        routes: LIGHTHOUSE_ROUTES,
        presets: LIGHTHOUSE_PRESETS,
      });
    console.log(
      `\nload average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
