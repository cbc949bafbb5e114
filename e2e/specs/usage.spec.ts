import type { Page, Request } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { adminHeaders } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { advance, MINUTE, openWithPausedClock, timerPanel } from '../support/timer-page';

// Consented usage reports (docs/product-rules.md#usage-reports): nothing leaves the browser until analytics
// are allowed on /cookies; then the browser kind counts once per profile, theme changes update that same
// report, and withdrawing consent stops everything and forgets the id.

// One journey after the other: one of them counts the reporting profiles of the whole server, which
// another journey of this file, run beside it, would add to.
test.describe.configure({ mode: 'default' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every request to `path` the page makes from now on. */
function record(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/**
 * Every load of the lazily built usage-report chunk from now on (the code that sends browser reports;
 * the app loads it only with analytics consent). Routing turns the browser cache off, so a load this
 * browser made before is fetched, and seen, again.
 */
async function recordUsageChunk(page: Page) {
  const loads: string[] = [];
  await page.route(
    (url) => url.pathname.includes('usage-report'),
    (route) => {
      loads.push(route.request().url());
      return route.continue();
    },
  );
  return loads;
}

/** Flips the theme with the navbar switch and waits until the page shows the other one. */
async function switchTheme(page: Page) {
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByRole('banner').getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
}

async function allowAnalytics(page: Page, allow: boolean) {
  await page.goto('/cookies');
  // The prerendered page shows a first visitor's choices until the app runs and reads the stored ones.
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  const analytics = page.getByRole('switch', { name: 'Analytics' });
  if ((await analytics.isChecked()) !== allow) await analytics.click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
}

test('without consent nothing is reported', async ({ page }) => {
  const reports = record(page, '/api/admin/track-browser');
  const chunk = await recordUsageChunk(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await switchTheme(page);
  await page.goto('/cookies');
  await page.waitForLoadState('networkidle');
  // The reporting code was never even loaded, and nothing went out while the pages settled.
  expect(chunk).toEqual([]);
  expect(reports).toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem('visitorId'))).toBeNull();
});

test('with consent the browser counts once, a theme change updates it, withdrawal stops it', async ({
  page,
}) => {
  const admin = await adminHeaders(page.request);
  // The admin's theme figure counts report rows: one per browser profile, however often it reports.
  const profiles = async () =>
    (
      (await (await page.request.get('/api/admin/theme-split', { headers: admin })).json()) as {
        reports: number;
      }
    ).reports;
  const before = await profiles();
  const reports = record(page, '/api/admin/track-browser');
  const chunk = await recordUsageChunk(page);
  await allowAnalytics(page, true);
  await expect.poll(() => reports.length).toBe(1);
  // Consent loads the reporting code (this also proves recordUsageChunk sees it).
  expect(chunk).toHaveLength(1);
  const first = reports[0]!.postDataJSON() as { browser: string; visitorId: string; theme: string };
  expect(first.browser).toBe('Chrome');
  expect(first.visitorId).toMatch(UUID);
  expect(['light', 'dark']).toContain(first.theme);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('browserTracked'))).toBe('true');

  // Once per profile: a reload loads the reporting code again (consent is given), which sends nothing
  // more.
  await page.goto('/');
  await expect.poll(() => chunk.length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(reports).toHaveLength(1);

  // A theme change reports again under the same id.
  await page.getByRole('banner').getByRole('switch', { name: 'Dark Mode' }).click();
  await expect.poll(() => reports.length).toBe(2);
  const second = reports[1]!.postDataJSON() as { visitorId: string; theme: string };
  expect(second.visitorId).toBe(first.visitorId);
  expect(second.theme).toBe(first.theme === 'dark' ? 'light' : 'dark');

  // Two reports, one profile on the admin dashboard.
  expect(await profiles()).toBe(before + 1);

  // Withdrawing consent forgets the id and stops the reports.
  await allowAnalytics(page, false);
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('visitorId'), localStorage.getItem('browserTracked')]),
    )
    .toEqual([null, null]);
  const chunkLoads = chunk.length;
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await switchTheme(page);
  // A report of the switch would leave at once (as it did above); the next page settling is later.
  await page.goto('/cookies');
  await page.waitForLoadState('networkidle');
  // Without consent neither page loaded the reporting code, and the theme change sent nothing.
  expect(chunk).toHaveLength(chunkLoads);
  expect(reports).toHaveLength(2);
});

test('a signed-in user with consent reports each finished focus period and break', async ({ page }) => {
  await signedInUser(page, 'usage');
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: true, marketing: false }),
    );
  });
  const periods = record(page, '/api/user-activity/focus-period');
  await openWithPausedClock(page, '/home');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 25 * MINUTE);
  await expect
    .poll(() => periods.map((r) => r.postDataJSON()))
    .toEqual([{ kind: 'focus', seconds: 1500, analytics: true }]);
  await page.getByRole('dialog', { name: 'Session complete' }).getByRole('button', { name: 'Done' }).click();
  await advance(page, 5 * MINUTE + 2000);
  await expect
    .poll(() => periods.map((r) => r.postDataJSON()))
    .toEqual([
      { kind: 'focus', seconds: 1500, analytics: true },
      { kind: 'break', seconds: 300, analytics: true },
    ]);
  const answer = await periods[0]!.response();
  expect(answer?.status()).toBe(201);
});

test("without consent a signed-in user's periods are only their own statistics", async ({ page }) => {
  await signedInUser(page, 'usage');
  const periods = record(page, '/api/user-activity/focus-period');
  const reports = record(page, '/api/admin/track-browser');
  const chunk = await recordUsageChunk(page);
  const coins = page.waitForRequest((r) => r.url().endsWith('/api/auth/save-coin'));
  await openWithPausedClock(page, '/home');
  // The page loaded and settled without the reporting code and without a browser report.
  await page.waitForLoadState('networkidle');
  expect(chunk).toEqual([]);
  expect(reports).toHaveLength(0);
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 25 * MINUTE);
  // The coins are saved, and so is the finished period: both are the account's own history, not analytics
  // (docs/product-rules.md#usage-reports). The period says it must not count in the usage figures.
  await coins;
  await expect
    .poll(() => periods.map((r) => r.postDataJSON()))
    .toEqual([{ kind: 'focus', seconds: 1500, analytics: false }]);
  expect(chunk).toEqual([]);
  expect(reports).toHaveLength(0);
});
