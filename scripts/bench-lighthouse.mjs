// Lighthouse for `npm run bench:load`: the four category scores and the Core Web Vitals of /, /login and
// /home (signed in) under Lighthouse's mobile and desktop presets, in the machine's Chromium. Lighthouse
// drives a browser of its own through the DevTools port; for /home a page of the same profile first stores
// what a login leaves behind (token, `user` cookie), and the HTTP cache is cleared so every run is cold.
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (JSON) there.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
];
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function auditOnce({ context, port, base, route, preset, session, warmUp = false }) {
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(
    ({ signedIn, token, id }) => {
      localStorage.clear();
      if (signedIn) {
        localStorage.setItem('token', token);
        localStorage.setItem(`newsletterPrompted:${id}`, 'true');
      }
    },
    { signedIn: route.signedIn, token: session.token, id: session.id },
  );
  await context.clearCookies();
  if (route.signedIn) {
    await context.addCookies([
      { name: 'user', value: encodeURIComponent(JSON.stringify(session.user)), url: base },
    ]);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(
    base + route.path,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The storage above is the signed-in state; the cache was cleared by hand.
      disableStorageReset: true,
    },
    preset.config,
  );
  const { categories, audits } = result.lhr;
  if (process.env.LIGHTHOUSE_REPORTS && !warmUp) {
    const name = `${preset.name}${route.path.replace(/\W/g, '-')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(result.lhr));
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    failed: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * Prints one table per preset: the median of `runs` Lighthouse runs per route. `routes` and `presets`
 * (paths, preset names) narrow the runs when not empty.
 */
export async function runLighthouse({ base, session, runs, executablePath, routes = [], presets = [] }) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'focus-room-lighthouse-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  // A persistent context is the browser's default one: the one Lighthouse opens its tab in.
  const context = await chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const chosenPresets = PRESETS.filter((p) => presets.length === 0 || presets.includes(p.name));
    const chosenRoutes = ROUTES.filter((r) => routes.length === 0 || routes.includes(r.path));
    // One unmeasured run first: the first page a browser just started loads with its own start-up still
    // going on (the first /home run's blocking time was 2-4 times that of the runs after it, every time).
    await auditOnce({
      context,
      port,
      base,
      route: chosenRoutes[0],
      preset: chosenPresets[0],
      session,
      warmUp: true,
    });
    for (const preset of chosenPresets) {
      console.log(`## Lighthouse ${preset.name} (median of ${runs}, after one unmeasured run)`);
      const rows = [];
      for (const route of chosenRoutes) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          samples.push(await auditOnce({ context, port, base, route, preset, session }));
        }
        const pick = (get) => median(samples.map(get));
        rows.push({
          route: route.path,
          performance: pick((s) => s.scores.performance),
          accessibility: pick((s) => s.scores.accessibility),
          'best practices': pick((s) => s.scores['best-practices']),
          SEO: pick((s) => s.scores.seo),
          LCP: `${(pick((s) => s.lcp) / 1000).toFixed(2)} s`,
          TBT: `${Math.round(pick((s) => s.tbt))} ms`,
          CLS: pick((s) => s.cls).toFixed(3),
          failing: [...new Set(samples.flatMap((s) => s.failed))].join(' '),
        });
      }
      console.table(rows);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
