import type { BrowserContext, Page } from '@playwright/test';
import { fullBrowserLaunchOptions } from '../support/browsers';
import { expect, test } from '../support/fixtures';
import { waitForServiceWorker } from '../support/pwa';

// The built service worker's push handler: Chromium's DevTools deliver a push message to the
// worker as a push service would (headless Chromium reaches no real one), and the notifications it
// showed are read back through the registration.
test.use({
  serviceWorkers: 'allow',
  // The headless shell denies notification permission: this journey runs in the full browser.
  launchOptions: fullBrowserLaunchOptions,
});

const PUSH = {
  type: 'period-end',
  kind: 'shortBreak',
  title: 'Break over',
  body: 'Your break has ended.',
  url: '/home',
  endsAt: '2026-06-15T10:00:00.000Z',
};

/** The worker's registration id, from DevTools, once the page's worker is active. */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) ids.push(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return { cdp, registrationId: ids.at(-1)! };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );

/**
 * The app's tab closes and `payload` is pushed with no window of the app open (a locked phone); answers
 * a page of the app opened afterwards, to read the notifications back through.
 */
async function pushWithNoWindowOpen(context: BrowserContext, page: Page, baseURL: string, payload: object) {
  await context.grantPermissions(['notifications']);
  const { registrationId } = await workerRegistration(context, page);
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  await cdp.send('ServiceWorker.enable');
  await page.close();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL).origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  const again = await context.newPage();
  await again.goto('/privacy');
  return again;
}

test('a push shows which period ended, leading to the timer, when no window of the app is in front', async ({
  page,
  context,
  baseURL,
}) => {
  const again = await pushWithNoWindowOpen(context, page, baseURL!, PUSH);
  await expect
    .poll(() => shownNotifications(again))
    .toEqual([
      { title: 'Break over', body: 'Your break has ended.', tag: 'focus-room-timer', data: { url: '/home' } },
    ]);
});

test('no notification while the app is in front of the user (the page plays the sound)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  const { cdp, registrationId } = await workerRegistration(context, page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId,
    data: JSON.stringify({ ...PUSH, kind: 'focus' }),
  });
  // The worker answers the push; give it the time a notification would take, then read.
  await page.waitForTimeout(1_500);
  expect(await shownNotifications(page)).toEqual([]);
});

test('a group member who started focusing is named with the group, leading to its page', async ({
  page,
  context,
  baseURL,
}) => {
  const groupId = '4f0c2a9e-8d1b-4c3a-9e7f-0a1b2c3d4e5f';
  const again = await pushWithNoWindowOpen(context, page, baseURL!, {
    type: 'group-focus',
    groupId,
    member: 'anna',
    group: 'Exam crew',
    title: 'anna started focusing — join?',
    body: 'Exam crew',
    url: `/groups?id=${groupId}`,
  });
  await expect
    .poll(() => shownNotifications(again))
    .toEqual([
      {
        title: 'anna started focusing — join?',
        body: 'Exam crew',
        tag: `focus-room-group:${groupId}`,
        data: { url: `/groups?id=${groupId}` },
      },
    ]);
});
