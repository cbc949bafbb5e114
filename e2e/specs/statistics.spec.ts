import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { signedInUser } from '../support/accounts';
import { NONE_IN_EITHER_THEME, seriousViolations, seriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  expectSeededPanel,
  scrollToStatsPanel,
  serverFigures,
  signInWithHistory,
  weeksSince,
} from '../support/statistics';
import { STATS_ACCOUNT } from '../support/stats-account';
import { openWithPausedClock, saveTimerSettings, timerPanel } from '../support/timer-page';

// The statistics panel on /home and its full view (docs/product-rules.md#statistics), on a desktop: a user
// with months of history (seeded before the server started) sees the year's heatmap, the streak, the goal
// ring and the estimation bias, in both themes, with nothing serious for axe; the export downloads and opens.

// The seeded account counts its days in UTC; a browser elsewhere would save its own zone for it.
test.use({ timezoneId: 'UTC' });

test('a user with history sees heatmap, streak, goal ring and bias on /home, in both themes', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const headers = await signInWithHistory(page);
  await page.goto('/home');
  await expectSeededPanel(page, headers, 52);
  const panel = page.getByTestId('stats-panel');
  // Pointing at a day says its date and minutes under the grid.
  await panel.locator('rect[data-level="freeze"]').first().hover();
  await expect(panel.getByTestId('heatmap-readout')).toHaveText(/: 0 focus minutes, streak freeze used$/);
  const shot = async (theme: string) =>
    testInfo.attach(`home-1280-${theme}`, {
      body: await panel.screenshot({ animations: 'disabled' }),
      contentType: 'image/png',
    });
  expect(await seriousViolationsInBothThemes(page, undefined, shot)).toEqual(NONE_IN_EITHER_THEME);

  // The table view holds the same days since the account was created, for the keyboard and screen readers.
  await panel.getByRole('button', { name: 'Show as table' }).click();
  const { days } = await serverFigures(page, headers, 52);
  const weeks = weeksSince(days.firstDay, days.today);
  const table = panel.getByRole('table', {
    name: `Focus minutes per day since you joined (${weeks} weeks), newest week first. ❄ marks a day a streak freeze covered.`,
  });
  await expect(table.getByRole('row')).toHaveCount(1 + weeks);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText('');
  expect(await seriousViolationsInBothThemes(page, '[data-testid="stats-panel"]')).toEqual(
    NONE_IN_EITHER_THEME,
  );
});

test('the profile opens the full view, with the estimates per task', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithHistory(page);
  await page.goto('/home');
  await expect(async () => {
    await page.getByRole('button', { name: /^Profile:/ }).click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('menuitem', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your statistics' })).toBeVisible();
  const estimates = page.getByRole('table', { name: 'Estimated and actual pomodoros per finished task' });
  await expect(estimates.getByRole('row')).toHaveCount(1 + STATS_ACCOUNT.finishedTasks);
  await page.getByRole('button', { name: 'Last 12 weeks' }).click();
  // Twelve weeks and the line of the week's goal (seven daily goals).
  await expect(page.getByTestId('week-chart').getByRole('listitem')).toHaveCount(12 + 1);
  expect(await seriousViolations(page)).toEqual([]);
  await testInfo.attach('statistics-1280', {
    body: await page.screenshot({ fullPage: true, animations: 'disabled' }),
    contentType: 'image/png',
  });
});

test('the /home panel is fetched and drawn only once the user scrolls near it', async ({ page }) => {
  await signedInUser(page, 'near');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/stats\/(overview|days|estimates)/.test(request.url())) asked.push(request.url());
  });
  // The zone's sync reads the settings in the same stage as the panel's place appears.
  const settingsRead = page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().endsWith('/api/stats/settings'),
  );
  await page.goto('/home');
  await settingsRead;
  await expect(page.getByTestId('stats-slot')).toBeAttached();
  expect(asked).toEqual([]);
  await expect(page.getByTestId('stats-panel')).toHaveCount(0);

  await scrollToStatsPanel(page);
  await expect(
    page.getByTestId('stats-panel').getByText('Meet your daily goal to start a streak.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(asked).toHaveLength(3);
});

test('Settings → Download my data downloads a ZIP that opens, with the user and no secret', async ({
  page,
}) => {
  const account = await signedInUser(page, 'export');
  await page.goto('/home');
  await expect(async () => {
    await page.getByRole('button', { name: /^Profile:/ }).click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^focus-room-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile(await download.path());
  const files = unzipSync(new Uint8Array(bytes));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['README.txt', 'profile.json', 'stats-settings.json']),
  );
  const profile = JSON.parse(strFromU8(files['profile.json']!)) as Record<string, unknown>;
  expect(JSON.stringify(profile)).toContain(account.email);
  const everything = Object.values(files)
    .map((file) => strFromU8(file))
    .join('\n');
  expect(everything).not.toMatch(/argon2|password_?hash/i);
  expect(everything).not.toContain(account.token);
  await expect(dialog.getByText('Your data was downloaded.')).toBeVisible();
});

test.describe('a browser in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('saves its zone for a new user, once, and the goal settings show it', async ({ page }) => {
    const account = await signedInUser(page, 'zone');
    const saves: string[] = [];
    const reads: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/stats/settings')) return;
      if (request.method() === 'PUT') saves.push(request.url());
      if (request.method() === 'GET') reads.push(request.url());
    });
    await page.goto('/home');
    await scrollToStatsPanel(page);
    await expect(
      page.getByTestId('stats-panel').getByText('Meet your daily goal to start a streak.'),
      // The panel loads after the page's widgets: on a busy machine that takes a while.
    ).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/stats/settings', { headers: account.headers })).json())
            .timeZone,
      )
      .toBe('Asia/Tokyo');
    expect(reads).toHaveLength(1);
    // This browser remembers having saved its zone for the account: a reload neither reads the settings
    // for it nor sends anything.
    await page.reload();
    await scrollToStatsPanel(page);
    await expect(page.getByTestId('focus-heatmap')).toBeVisible({ timeout: 30_000 });
    expect(reads).toHaveLength(1);
    expect(saves).toHaveLength(1);
  });
});

test('a pomodoro counts in Today and This week with the default cookie choice', async ({ page }) => {
  // Nothing was chosen on /cookies: analytics are off, as for every new visitor.
  const { headers } = await signedInUser(page, 'tiles');
  await openWithPausedClock(page, '/home');
  expect(await page.evaluate(() => localStorage.getItem('cookiePreferences'))).toBeNull();
  await saveTimerSettings(page, { 'Pomodoro Time (minutes)': '1', 'Number of Cycles': '1' });
  const period = page.waitForResponse((res) => res.url().endsWith('/api/user-activity/focus-period'));
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(60_000 + 1_000);
  const answer = await period;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({ kind: 'focus', seconds: 60, analytics: false });
  await page.getByRole('dialog', { name: 'Session complete' }).getByRole('button', { name: 'Done' }).click();

  await scrollToStatsPanel(page);
  const panel = page.getByTestId('stats-panel');
  // The panel reads the figures once the page's clock lets it: nudge it until the tiles show.
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(panel.getByTestId('today-pomodoros')).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByTestId('week-pomodoros')).toHaveText('1');
  const overview = await (await page.request.get('/api/stats/overview', { headers })).json();
  expect(overview.today.pomodoros).toBe(1);
});
