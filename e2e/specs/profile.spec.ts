import type { Page } from '@playwright/test';
import { submitLoginForm } from '../support/accounts';
import { NONE_IN_EITHER_THEME, seriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signUpForProfile } from '../support/profile-account';
import { toggleTask } from '../support/tasks';

// The desktop profile dropdown (docs/product-rules.md#profile): the stats with real figures, the
// completed-tasks list, Invite Friends with copy and share, Settings and the account deletion.

const trigger = (page: Page) => page.getByRole('button', { name: /^Profile:/ });
const menu = (page: Page) => page.getByRole('menu');

async function openProfile(page: Page) {
  // On a busy machine the first click can land before the lazily loaded account menu is wired up.
  await expect(async () => {
    if (!(await menu(page).isVisible())) await trigger(page).click();
    await expect(menu(page)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
}

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(trigger(page)).toBeVisible();
}

test('the stats show real figures; Tasks Completed lists the finished tasks and Back returns', async ({
  page,
}) => {
  // 20 coins, levels 2..6 bought for 17: earned 20, kept 3, spent 17. Three tasks, two finished.
  const account = await signUpForProfile(page, {
    coins: 20,
    upgrade: true,
    tasks: ['Read chapter 4', 'Write the lab report', 'Plan the week'],
    finished: 2,
  });
  await openHome(page);
  await openProfile(page);
  const dropdown = menu(page);
  await expect(dropdown.getByText(account.username, { exact: true })).toBeVisible();
  await expect(dropdown.getByText(account.email)).toBeVisible();
  await expect(dropdown.getByTestId('stat-coins-earned')).toHaveText('20');
  await expect(dropdown.getByTestId('stat-your-coins')).toHaveText('3');
  await expect(dropdown.getByTestId('stat-coins-spent')).toHaveText('17');
  await expect(dropdown.getByTestId('stat-total-time')).toHaveText('0h 0m');
  await expect(dropdown.getByTestId('stat-completed-tasks')).toHaveText('2');
  await expect(dropdown.getByTestId('stat-intermediate-tasks')).toHaveText('2');
  await expect(dropdown.getByTestId('stat-total-tasks')).toHaveText('3');

  // A task finished elsewhere shows after the task manager's event (taskCompletionUpdate).
  await toggleTask(page.request, account.headers, account.tasks[2]!);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('taskCompletionUpdate', { detail: {} })));
  await expect(dropdown.getByTestId('stat-completed-tasks')).toHaveText('3');
  await expect(dropdown.getByTestId('stat-total-tasks')).toHaveText('3');

  // Switching between the two views reads nothing again: both show the one answer of this opening. The
  // count starts once the page has settled, so a read still under way from the page load is not counted.
  await page.waitForLoadState('networkidle');
  let reads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/tasks/completed')) reads += 1;
  });
  await dropdown.getByRole('menuitem', { name: 'Tasks Completed' }).click();
  const list = dropdown.getByTestId('completed-tasks');
  await expect(list).toBeVisible();
  await expect(dropdown.getByTestId('profile-stats')).toHaveCount(0);
  // Newest finish first, each with its due date and estimate.
  await expect(list.getByRole('menuitem')).toHaveText([
    /^Plan the week\s*Due: .+ \| Est\. Pomodoros: 3$/,
    /^Write the lab report\s*Due: .+ \| Est\. Pomodoros: 2$/,
    /^Read chapter 4\s*Due: .+ \| Est\. Pomodoros: 1$/,
  ]);
  await dropdown.getByRole('menuitem', { name: 'Back' }).click();
  await expect(dropdown.getByTestId('profile-stats')).toBeVisible();
  await expect(list).toHaveCount(0);
  await dropdown.getByRole('menuitem', { name: 'Tasks Completed' }).click();
  await dropdown.getByRole('menuitem', { name: 'Back' }).click();
  await expect(dropdown.getByTestId('stat-completed-tasks')).toHaveText('3');
  expect(reads).toBe(0);

  // A change saved while the dropdown is closed shows when it opens again, even one that fires no
  // refresh event: deleting a finished task leaves the remaining pomodoros as they were.
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  const deleted = page.waitForResponse((res) => res.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Delete Read chapter 4' }).click();
  await expect(page.getByRole('button', { name: 'Delete Read chapter 4' })).toHaveCount(0);
  // The delete reaches the server when its Undo toast goes: closing it sends it now.
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Deleted "Read chapter 4"' })
    .getByRole('button', { name: 'Close toast' })
    .click();
  expect((await deleted).ok()).toBe(true);
  await openProfile(page);
  await expect(dropdown.getByTestId('stat-completed-tasks')).toHaveText('2');
  await expect(dropdown.getByTestId('stat-total-tasks')).toHaveText('2');

  // By keyboard (the pointer parked outside, so hovering cannot move the focus): the switch keeps the
  // focus in the menu, on the control that switches back, and the arrow keys walk the tasks.
  await page.mouse.move(5, 400);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const toggle = dropdown.getByRole('menuitem', { name: 'Tasks Completed' });
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  const back = dropdown.getByRole('menuitem', { name: 'Back' });
  await expect(back).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dropdown.getByTestId('profile-stats')).toBeVisible();
  await expect(toggle).toBeFocused();

  // An outside click closes the dropdown.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu(page)).toHaveCount(0);
});

test('a user without finished tasks sees zeros and the empty list', async ({ page }) => {
  await signUpForProfile(page);
  await openHome(page);
  await openProfile(page);
  for (const id of [
    'stat-completed-tasks',
    'stat-intermediate-tasks',
    'stat-total-tasks',
    'stat-coins-earned',
  ])
    await expect(menu(page).getByTestId(id)).toHaveText('0');
  await menu(page).getByRole('menuitem', { name: 'Tasks Completed' }).click();
  await expect(menu(page).getByText('No completed tasks yet.')).toBeVisible();
});

test('the task counts fall back to 0 when they cannot be read', async ({ page }) => {
  await signUpForProfile(page, { tasks: ['One'], finished: 1 });
  await page.route('**/api/tasks/completed', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openHome(page);
  await openProfile(page);
  await expect(menu(page).getByTestId('stat-completed-tasks')).toHaveText('0');
  await expect(menu(page).getByTestId('stat-total-tasks')).toHaveText('0');
  await expect
    .poll(() => errors.some((text) => text.includes('Failed to load the completed tasks')))
    .toBe(true);
});

test.describe('Invite Friends', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The share sites are not reachable from the test machine: answer for them.
    for (const site of ['https://wa.me/**', 'https://x.com/**', 'https://www.instagram.com/**'])
      await context.route(site, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
      );
  });

  test('shows the link; Copy link reads Copied! for 2 s; the shares open with the message', async ({
    page,
    baseURL,
  }) => {
    await signUpForProfile(page);
    await openHome(page);
    await openProfile(page);
    await menu(page).getByRole('menuitem', { name: 'Invite Friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Friends' });
    await expect(dialog).toBeVisible();
    // The dropdown closed and the dialog has the focus.
    await expect(menu(page)).toHaveCount(0);
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    const link = `${baseURL}/register`;
    const field = dialog.getByLabel('Your referral link');
    await expect(field).toHaveValue(link);
    await expect(field).toHaveAttribute('readonly', '');

    // The 2 s start once the link is on the clipboard, after this click: counted from here the button may
    // not turn back sooner (how much later depends on how busy the machine is).
    const clickedAt = Date.now();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const copied = dialog.getByRole('button', { name: 'Copied!' });
    await expect(copied).toHaveAttribute('title', 'Copied!');
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    // The toast is above the dialog and its overlay: the topmost element at its centre is the toast's.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Link copied to clipboard!' });
    await expect
      .poll(() =>
        toast.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toHaveAttribute('title', 'Copy link', {
      timeout: 7000,
    });
    const elapsed = Date.now() - clickedAt;
    expect(elapsed).toBeGreaterThanOrEqual(2000);

    const message = `Join me on Focus Room! Use my referral link: ${link}`;
    // WhatsApp: a popup whose address carries the encoded message.
    const [whatsapp] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Share on WhatsApp' }).click(),
    ]);
    await whatsapp.waitForLoadState();
    expect(whatsapp.url()).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    await whatsapp.close();

    // X: the same, in a 600x400 window.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      const calls: (string | undefined)[][] = [];
      (window as unknown as { openCalls: typeof calls }).openCalls = calls;
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), target, features]);
        return open(url, target, features);
      };
    });
    const [x] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Share on X' }).click(),
    ]);
    await x.waitForLoadState();
    expect(new URL(x.url()).searchParams.get('text')).toBe(message);
    await x.close();

    // Instagram has no share URL: the message goes to the clipboard and instagram.com opens in a tab.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    const [instagram] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Share on Instagram' }).click(),
    ]);
    await expect(page.getByText('Message copied! Paste it into Instagram to share your link.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
    await instagram.close();

    const calls = await page.evaluate(() => (window as unknown as { openCalls: string[][] }).openCalls);
    expect(calls[0]?.[2]).toMatch(/(^|,)width=600,height=400(,|$)/);
    expect(calls[1]?.[0]).toBe('https://www.instagram.com/');
    expect(calls[1]?.[2]).not.toMatch(/width=/);

    // Escape closes the dialog; the focus goes back to the profile button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
  });

  test("a refused clipboard says 'Failed to copy link'", async ({ page, context }) => {
    await context.clearPermissions();
    await signUpForProfile(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await openHome(page);
    await openProfile(page);
    await menu(page).getByRole('menuitem', { name: 'Invite Friends' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Failed to copy link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
});

test('Settings → Delete Account: Cancel keeps the account, confirming deletes it', async ({ page }) => {
  const account = await signUpForProfile(page, { coins: 5, tasks: ['A task'], finished: 1 });
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'dark');
  });
  await openHome(page);
  await openProfile(page);
  await menu(page).getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
  await expect.poll(() => settings.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await settings.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
  await expect(confirm).toBeVisible();
  await expect(
    confirm.getByText('This action is irreversible and will permanently delete all your data.'),
  ).toBeVisible();
  // Cancel has the first focus: Enter alone never deletes.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Delete Account' })).toBeFocused();
  expect((await page.request.get('/api/auth/verify-session', { headers: account.headers })).status()).toBe(
    200,
  );

  await settings.getByRole('button', { name: 'Delete Account' }).click();
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Storage and cookies are gone; the theme choice stays (as with the 12-hour idle rule).
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'user')).toBeUndefined();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(trigger(page)).toHaveCount(0);

  // The old token is dead, and the credentials no longer log in.
  expect((await page.request.get('/api/auth/verify-session', { headers: account.headers })).status()).toBe(
    401,
  );
  await submitLoginForm(page, account.email);
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toBeVisible();
  await expect(error.getByText('Invalid username or password! Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await error.getByRole('button', { name: 'OK' }).click();

  // Another account signs in on this tab without a reload: it sees its own figures, nothing the tab
  // still held of the deleted account (5 coins, one finished task).
  const next = await signUpForProfile(page);
  await submitLoginForm(page, next.email);
  await expect(page).toHaveURL(/\/home$/);
  await openProfile(page);
  await expect(menu(page).getByText(next.username, { exact: true })).toBeVisible();
  for (const id of ['stat-coins-earned', 'stat-your-coins', 'stat-completed-tasks', 'stat-total-tasks'])
    await expect(menu(page).getByTestId(id)).toHaveText('0');
});

test.describe('account deletion errors', () => {
  async function confirmDeletion(page: Page) {
    await openProfile(page);
    await menu(page).getByRole('menuitem', { name: 'Settings' }).click();
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('button', { name: 'Delete Account' })
      .click();
    await page
      .getByRole('alertdialog', { name: /delete your account/ })
      .getByRole('button', { name: 'Delete Account' })
      .click();
  }

  async function expectError(page: Page, text: string) {
    const error = page.getByRole('alertdialog', { name: 'Error' });
    await expect(error.getByText(text, { exact: true })).toBeVisible();
    await error.getByRole('button', { name: 'OK' }).click();
    // Still signed in, still on the page, the confirmation still open for another try or Cancel.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('alertdialog', { name: /delete your account/ })).toBeVisible();
  }

  test("the server's message, the fallbacks, the network message and 'Authentication required'", async ({
    page,
  }) => {
    const account = await signUpForProfile(page);
    await openHome(page);

    await page.route('**/api/user/delete-account', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
    );
    await confirmDeletion(page);
    await expectError(page, 'Database unavailable');

    // A 500 without a JSON message (a proxy's error page): the flow's own wording, not ours or the
    // status text.
    await page.unroute('**/api/user/delete-account');
    await page.route('**/api/user/delete-account', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
      }),
    );
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expectError(page, 'Failed to delete account');

    // An answer that does not match the contract.
    await page.unroute('**/api/user/delete-account');
    await page.route('**/api/user/delete-account', (route) =>
      route.fulfill({ status: 200, json: { ok: 1 } }),
    );
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expectError(page, 'Failed to delete account. Please try again.');

    await page.unroute('**/api/user/delete-account');
    await page.route('**/api/user/delete-account', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expectError(page, 'Network error. Please check your connection and try again.');
    await page.unroute('**/api/user/delete-account');

    // The token went missing (another tab logged out): no call at all.
    let called = false;
    await page.route('**/api/user/delete-account', (route) => {
      called = true;
      return route.continue();
    });
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expectError(page, 'Authentication required');
    expect(called).toBe(false);
    expect((await page.request.get('/api/auth/verify-session', { headers: account.headers })).status()).toBe(
      200,
    );
  });
});

test('axe: the profile dropdown and its dialogs in the light and the dark theme', async ({ page }) => {
  // One scan of /home with the menu open; then, as only the menu or a dialog changes, scans of that part
  // (the page under a modal dialog is inert, and accessibility.spec.ts scans /home itself). Five full
  // scans of /home, whose statistics heatmap is a year of labelled cells, took 20 s. Each scan is made in
  // both themes without closing what is open (support/axe.ts).
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signUpForProfile(page, { tasks: ['Finished task', 'Open task'], finished: 1 });
  await openHome(page);

  await openProfile(page);
  await expect(menu(page).getByTestId('stat-completed-tasks')).toHaveText('1');
  expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
  await menu(page).getByRole('menuitem', { name: 'Tasks Completed' }).click();
  await expect(menu(page).getByTestId('completed-tasks')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page, '[role="menu"]')).toEqual(NONE_IN_EITHER_THEME);

  await menu(page).getByRole('menuitem', { name: 'Invite Friends' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite Friends' })).toBeVisible();
  expect(await seriousViolationsInBothThemes(page, '[role="dialog"]')).toEqual(NONE_IN_EITHER_THEME);
  await page.keyboard.press('Escape');

  await openProfile(page);
  await menu(page).getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  expect(await seriousViolationsInBothThemes(page, '[role="dialog"]')).toEqual(NONE_IN_EITHER_THEME);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolationsInBothThemes(page, '[role="alertdialog"]')).toEqual(NONE_IN_EITHER_THEME);
});
