import type { Locator, Page } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { NONE_IN_EITHER_THEME, seriousViolationsInBothThemes } from '../support/axe';
import { expect, secondBrowser, test } from '../support/fixtures';
import { chooseGerman, englishLeftovers, overflowingTexts, waitForGermanApp } from '../support/german';

// The own timer in a group session (docs/product-rules.md#focus-together): Ben joins Anna's session and
// his own timer on /home shows the session's time, the same as Anna's group page; it pauses with her, and
// leaving returns it to his own idle pomodoro.

// What the member's page asked of the groups' API and heard on its live stream, printed when the journey
// fails: a missed live update is then told apart from a slow page.
let liveLog: string[] = [];
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(liveLog.join('\n'));
  liveLog = [];
});
function recordGroupTraffic(page: Page, who: string) {
  const note = (line: string) => liveLog.push(`${new Date().toISOString()} ${who} ${line}`);
  page.on('request', (r) => r.url().includes('/api/groups') && note(`→ ${r.method()} ${r.url()}`));
  page.on('response', (r) => r.url().includes('/api/groups') && note(`← ${r.status()} ${r.url()}`));
  page.on('requestfailed', (r) => note(`✗ ${r.url()} ${r.failure()?.errorText}`));
  page.on('console', (m) => note(`console.${m.type()} ${m.text()}`));
}

const seconds = async (clock: Locator) => {
  const [, minutes, secs] = /(\d+):(\d\d)/.exec((await clock.textContent()) ?? '') ?? ['', 'NaN', 'NaN'];
  return Number(minutes) * 60 + Number(secs);
};

test('a member who joins a group session has their own timer follow it until they leave', async ({
  page,
  browser,
}, testInfo) => {
  const anna = await signedInUser(page, 'gta');
  const created = await page.request.post('/api/groups', {
    headers: anna.headers,
    data: { name: 'Exam crew' },
  });
  const { group } = (await created.json()) as { group: { id: string } };
  const invite = await page.request.post(`/api/groups/${group.id}/invites`, { headers: anna.headers });
  const { invite: made } = (await invite.json()) as { invite: { code: string } };

  const benContext = await secondBrowser(browser);
  const ben = await benContext.newPage();
  recordGroupTraffic(ben, 'ben');
  recordGroupTraffic(page, 'anna');
  const benAccount = await signedInUser(ben, 'gtb');
  const joined = await ben.request.post('/api/groups/join', {
    headers: benAccount.headers,
    data: { code: made.code },
  });
  expect(joined.status()).toBe(200);

  // Anna starts a 10-minute session; Ben joins it on the group page.
  await page.goto(`/groups?id=${group.id}`);
  await page.getByLabel('Focus (minutes)').fill('10');
  await page.getByRole('button', { name: 'Start session' }).click();
  const annasClock = page.getByTestId('session-clock');
  await expect(annasClock).toBeVisible();
  await ben.goto(`/groups?id=${group.id}`);
  await ben.getByRole('button', { name: 'Join session' }).click();
  await expect(ben.getByRole('button', { name: 'Leave session' })).toBeVisible();

  // On /home his own timer follows the session: the same time left as Anna's page, within a second.
  await ben.goto('/home');
  const timer = ben.getByTestId('timer-panel');
  const bensClock = timer.getByTestId('timer-display');
  await expect(timer.getByText('Focusing with Exam crew')).toBeVisible();
  await expect(bensClock).toHaveText(/^(09|10):\d\d$/);
  const [a, b] = await Promise.all([seconds(annasClock), seconds(bensClock)]);
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
  await ben.reload();
  await expect(timer.getByText('Focusing with Exam crew')).toBeVisible();
  const [a2, b2] = await Promise.all([seconds(annasClock), seconds(bensClock)]);
  expect(Math.abs(a2 - b2)).toBeLessThanOrEqual(1);

  // Anna pauses: Ben's timer stops at the same time left.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(timer.getByText('Paused by the group')).toBeVisible();
  const paused = await seconds(annasClock);
  await expect.poll(() => seconds(bensClock)).toBe(paused);

  // The panel while following, light and dark, at 1280 px and 360 px; nothing serious for axe.
  const shot = (width: number) => async (theme: string) =>
    testInfo.attach(`timer-follows-${width}-${theme}`, {
      body: await timer.screenshot({
        animations: 'disabled',
        path: testInfo.outputPath(`timer-follows-${width}-${theme}.png`),
      }),
      contentType: 'image/png',
    });
  expect(await seriousViolationsInBothThemes(ben, '[data-testid="timer-panel"]', shot(1280))).toEqual(
    NONE_IN_EITHER_THEME,
  );
  await ben.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolationsInBothThemes(ben, '[data-testid="timer-panel"]', shot(360))).toEqual(
    NONE_IN_EITHER_THEME,
  );
  await ben.setViewportSize({ width: 1280, height: 800 });

  // Leaving returns his timer to his own idle pomodoro.
  await timer.getByRole('button', { name: 'Leave session' }).click();
  await expect(timer.getByTestId('timer-follows-group')).toHaveCount(0);
  await expect(bensClock).toHaveText('25:00');
  await expect(timer.getByRole('button', { name: 'Start' })).toBeVisible();
  await benContext.close();
});

test('the timer following a group session speaks German at 360 px', async ({ page, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await chooseGerman(page, baseURL ?? '');
  const owner = await signedInUser(page, 'gtd');
  const created = await page.request.post('/api/groups', {
    headers: owner.headers,
    data: { name: 'Lernkreis' },
  });
  const { group } = (await created.json()) as { group: { id: string } };
  const started = await page.request.post(`/api/groups/${group.id}/session`, {
    headers: owner.headers,
    data: { action: 'start', focusMinutes: 30, breakMinutes: 5, cycles: 2 },
  });
  expect(started.status()).toBe(200);

  await page.goto('/home');
  await waitForGermanApp(page);
  const timer = page.getByTestId('timer-panel');
  await expect(timer.getByText('Fokus mit Lernkreis')).toBeVisible();
  await expect(timer.getByRole('button', { name: 'Sitzung verlassen' })).toBeVisible();
  expect(await englishLeftovers(page, { ignore: [owner.username] })).toEqual([]);
  expect(await overflowingTexts(page)).toEqual([]);
  await timer.screenshot({ path: testInfo.outputPath('timer-follows-360-de.png') });
});
