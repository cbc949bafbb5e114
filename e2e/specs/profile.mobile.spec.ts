import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signUpForProfile } from '../support/profile-account';

// The phone profile (docs/product-rules.md#profile): the slide-in menu's profile entry opens a full-screen
// profile view with a Back button. Runs in the 'phone' project; the viewport is also set here so the journey
// checks the phone layout wherever it runs.
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
});

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openProfileView(page: Page) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sheet(page)
    .getByRole('button', { name: /^Profile:/ })
    .click();
  const view = page.getByRole('dialog', { name: 'Profile' });
  await expect(view).toBeVisible();
  return view;
}

test('menu → profile entry → full-screen profile view → Tasks Completed → Back → Back', async ({ page }) => {
  const account = await signUpForProfile(page, {
    coins: 20,
    upgrade: true,
    tasks: ['Revise chapter 2', 'Call the library'],
    finished: 1,
  });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const entry = sheet(page).getByRole('button', { name: `Profile: ${account.username}` });
  await expect(entry).toContainText(account.username);
  await entry.click();

  const view = page.getByRole('dialog', { name: 'Profile' });
  await expect(view).toBeVisible();
  // Full screen, and nothing wider than the phone.
  expect(await view.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
  expect(await view.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
  await expect(view.getByText(account.username, { exact: true })).toBeVisible();
  await expect(view.getByText(account.email)).toBeVisible();
  await expect(view.getByTestId('stat-coins-earned')).toHaveText('20');
  await expect(view.getByTestId('stat-coins-spent')).toHaveText('17');
  await expect(view.getByTestId('stat-completed-tasks')).toHaveText('1');
  await expect(view.getByTestId('stat-total-tasks')).toHaveText('2');
  for (const name of ['Invite Friends', 'Settings', 'Logout'])
    await expect(view.getByRole('button', { name })).toBeVisible();

  await view.getByRole('button', { name: 'Tasks Completed' }).click();
  await expect(view.getByRole('heading', { name: 'Tasks Completed' })).toBeVisible();
  await expect(view.getByTestId('profile-stats')).toHaveCount(0);
  await expect(view.getByTestId('completed-tasks').getByRole('listitem')).toHaveText([
    /^Revise chapter 2\s*Due: .+ \| Est\. Pomodoros: 1$/,
  ]);
  await expect(view.getByRole('button', { name: 'Back' })).toBeFocused();

  // One Back at the top: first to the stats, then out of the view to the menu.
  await view.getByRole('button', { name: 'Back' }).click();
  await expect(view.getByTestId('profile-stats')).toBeVisible();
  await expect(view.getByTestId('completed-tasks')).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Tasks Completed' })).toBeFocused();
  await view.getByRole('button', { name: 'Back' }).click();
  await expect(view).toHaveCount(0);
  await expect(sheet(page)).toBeVisible();
  await expect(entry).toBeFocused();

  // Escape closes the view too (a Radix dialog), leaving the menu open.
  await entry.click();
  await expect(view).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(sheet(page)).toBeVisible();
});

test('Invite Friends and Settings are reachable on the phone', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpForProfile(page);
  const view = await openProfileView(page);

  await view.getByRole('button', { name: 'Invite Friends' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Friends' });
  await expect(invite).toBeVisible();
  await expect(invite.getByLabel('Your referral link')).toHaveValue(`${baseURL}/register`);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('button', { name: 'Copied!' })).toBeVisible();
  for (const name of ['Share on WhatsApp', 'Share on X', 'Share on Instagram'])
    await expect(invite.getByRole('button', { name })).toBeInViewport();
  // The modal is above the full-screen view, not under it.
  const box = (await invite.getByRole('button', { name: 'Share on X' }).boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) =>
        document.elementFromPoint(x!, y!)?.closest('[role="dialog"]')?.getAttribute('aria-labelledby'),
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toBe(await invite.getAttribute('aria-labelledby'));
  await invite.getByRole('button', { name: 'Close' }).click();
  await expect(invite).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Invite Friends' })).toBeFocused();

  await view.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
  await expect(confirm).toBeInViewport();
  // The shared confirmation is above the view too, not under it.
  const cancel = (await confirm.getByRole('button', { name: 'Cancel' }).boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="alertdialog"]')?.id,
      [cancel.x + cancel.width / 2, cancel.y + cancel.height / 2],
    ),
  ).toBe(await confirm.getAttribute('id'));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // Escape goes to the topmost dialog: only once the confirmation is gone does it close Settings.
  await expect(confirm).toHaveCount(0);
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await expect(view).toBeVisible();

  // axe on the open view and on a dialog over it.
  expect(await seriousViolations(page)).toEqual([]);
  await view.getByRole('button', { name: 'Settings' }).click();
  await expect(settings).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Logout from the profile view goes to /login', async ({ page }) => {
  await signUpForProfile(page);
  const view = await openProfileView(page);
  await view.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a phone loads the desktop profile menu only if the window grows to show it', async ({ page }) => {
  await signUpForProfile(page);
  const accountChunk = /\/assets\/signed-in-account-[\w-]+\.js$/;
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (accountChunk.test(request.url())) loaded.push(request.url());
  });
  await page.goto('/home');
  await expect(page.getByTestId('stats-slot')).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Idle callbacks run in the order they were asked for: once this one has run, so has the header's.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
  expect(loaded).toEqual([]);

  // Wide enough for the desktop header: its profile menu loads by itself and opens.
  const chunk = page.waitForRequest(accountChunk);
  await page.setViewportSize({ width: 1280, height: 800 });
  await chunk;
  await page.getByRole('button', { name: /^Profile:/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
});
