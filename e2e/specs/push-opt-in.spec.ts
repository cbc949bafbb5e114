import { signedInUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { fullBrowserLaunchOptions } from '../support/browsers';
import { fakePushService } from '../support/fake-push';
import { expect, test } from '../support/fixtures';
import { timerDisplay, timerPanel } from '../support/timer-page';

// Alerts at a period's end: the opt-in's states in the timer settings, and what the timer
// registers with the server. The push service and the service worker are stubbed (support/fake-push.ts).

// The headless shell denies notification permission: these journeys run in the full browser.
test.use({ launchOptions: fullBrowserLaunchOptions });

const LABEL = 'Notify me when a period ends';

async function openOptIn(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  // /home loads its page after the session check: on a busy machine that takes more than the 7 s default.
  await expect(timerDisplay(page)).toBeVisible({ timeout: 20_000 });
  await timerPanel(page).getByRole('button', { name: 'Timer settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Timer Settings' });
  return {
    dialog,
    box: dialog.getByRole('checkbox', { name: LABEL }),
    optIn: dialog.getByTestId('alerts-opt-in'),
  };
}

test('a signed-in user opts in to push; the timer registers the period end on start and cancels it on pause', async ({
  page,
  context,
}) => {
  // Sign-up, the opt-in, an accessibility scan and the timer: more than the usual 30 s on a loaded machine.
  test.slow();
  await context.grantPermissions(['notifications']);
  await fakePushService(page);
  await signedInUser(page, 'push');
  const { dialog, box, optIn } = await openOptIn(page, '/home');
  await expect(optIn).toContainText('Alerts you when a focus period or break ends');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await box.click();
  expect((await saved).status()).toBe(200);
  await expect(optIn).toContainText(
    'On: you are alerted when a focus period or break ends, even with the screen off.',
  );
  await expect(box).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const scheduled = page.waitForRequest(
    (r) => r.url().endsWith('/api/push/period-end') && r.method() === 'PUT',
  );
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  const body = (await scheduled).postDataJSON() as { kind: string; endsInMs: number };
  expect(body.kind).toBe('focus');
  expect(body.endsInMs).toBeGreaterThan(24 * 60_000);
  expect(body.endsInMs).toBeLessThanOrEqual(25 * 60_000);

  const cancelled = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/period-end') && r.request().method() === 'DELETE',
  );
  await timerPanel(page).getByRole('button', { name: 'Pause' }).click();
  expect(await (await cancelled).json()).toEqual({ cancelled: true });
});

test('a visitor gets local alerts and is told that signing in alerts with the screen off', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await fakePushService(page);
  const { box, optIn } = await openOptIn(page, '/');
  await box.click();
  await expect(optIn).toContainText(
    'On while this browser runs. Sign in to be alerted with the screen off too.',
  );
  await page.keyboard.press('Escape');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __workerMessages: { type: string; url?: string }[] }).__workerMessages,
      ),
    )
    .toContainEqual(expect.objectContaining({ type: 'focus-room:alerts', url: '/' }));
});

test('a refused permission leaves the opt-in off with the reason', async ({ page }) => {
  // Headless Chromium answers a permission request it was not granted with 'denied', like a user or an OS.
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  await fakePushService(page);
  const { box, optIn } = await openOptIn(page, '/');
  await box.click();
  await expect(optIn).toContainText(
    'Notifications are blocked for this site in your browser or system settings.',
  );
  await expect(box).not.toBeChecked();
  await expect(box).toBeDisabled();
});

test('push turned down by the browser or the system falls back to local alerts and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await fakePushService(page, { refuse: true });
  await signedInUser(page, 'pushno');
  const { box, optIn } = await openOptIn(page, '/home');
  await box.click();
  await expect(optIn).toContainText(
    'On while this browser runs: your browser or system turned down alerts with the screen off.',
  );
  await expect(box).toBeChecked();
});
