import { allowCodeFlowPages, signedInUser } from '../support/accounts';
import { E2E_GERMAN_ADMIN, signInAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { chooseGerman, englishLeftovers, overflowingTexts, waitForGermanApp } from '../support/german';
import { PUBLIC_ROUTES } from '../support/public-routes';

// The German pass: every route in German at 360 px, with no English left and no text running out
// of its box. Runs in the 'phone' project; the viewport is set here too.
test.use({ viewport: { width: 360, height: 740 }, locale: 'de-DE' });

const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password', '/verify-otp', '/reset-password'];

async function expectGermanPage(page: import('@playwright/test').Page, ignore: string[] = []) {
  await waitForGermanApp(page);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await englishLeftovers(page, { ignore })).toEqual([]);
  expect(await overflowingTexts(page)).toEqual([]);
}

test.describe('German at 360 px', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await chooseGerman(page, baseURL ?? '');
  });

  for (const { path } of PUBLIC_ROUTES) {
    test(`${path} is in German`, async ({ page }) => {
      await page.goto(path);
      await expectGermanPage(page);
    });
  }

  for (const path of ACCOUNT_PAGES) {
    test(`${path} is in German`, async ({ page }) => {
      await allowCodeFlowPages(page);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectGermanPage(page);
    });
  }

  test('the menu, the About dialog and a form error are in German', async ({ page }) => {
    await page.goto('/login');
    await waitForGermanApp(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(await englishLeftovers(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // A wrong password: the server's English message reaches the screen in German.
    await page.locator('input[name="identifier"]').fill('nobody@example.com');
    await page.locator('input[name="password"]').fill('Wrong123$');
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByRole('alertdialog')).toContainText('Benutzername oder Passwort ist falsch');
    expect(await englishLeftovers(page)).toEqual([]);
  });

  test('the signed-in pages are in German', async ({ page }) => {
    const { username, email } = await signedInUser(page, 'german');
    const ignore = [username, email];
    for (const path of ['/home', '/statistics', '/newsletter']) {
      await page.goto(path);
      await expectGermanPage(page, ignore);
    }
    await page.goto('/home');
    await waitForGermanApp(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await englishLeftovers(page, { ignore })).toEqual([]);
  });

  test('the admin area is in German', async ({ page }) => {
    await signInAdmin(page, E2E_GERMAN_ADMIN);
    await page.goto('/admin');
    await expectGermanPage(page, [E2E_GERMAN_ADMIN.username, E2E_GERMAN_ADMIN.email]);
  });
});

test.describe('a German browser', () => {
  test('gets German without choosing', async ({ page }) => {
    await page.goto('/login');
    await waitForGermanApp(page);
    expect(await englishLeftovers(page)).toEqual([]);
  });
});

test.describe('choosing a language', () => {
  test.use({ locale: 'en-US' });

  test('the switch changes the page at once, and the choice holds after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('combobox', { name: 'Language' })
      .selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await page.keyboard.press('Escape');
    expect(await englishLeftovers(page)).toEqual([]);
    // The server now sends the German page itself.
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="de"');
    await waitForGermanApp(page);
  });

  test('a signed-in choice is saved on the account and comes back on another device', async ({
    page,
    browser,
  }) => {
    const account = await signedInUser(page, 'lang');
    await page.goto('/home');
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/auth/verify-session', { headers: account.headers });
        return ((await res.json()) as { user?: { language?: string } }).user?.language;
      })
      .toBe('de');
    // Another browser with an English locale: signing in there adopts the account's language.
    const other = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    const phone = await other.newPage();
    await phone.addInitScript((token) => localStorage.setItem('token', token), account.token);
    await phone.goto('/home');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'de', { timeout: 15_000 });
    // Every text of the page switched, the page's own catalogs included (they may arrive during the switch).
    await expect(phone.getByRole('heading', { level: 1 })).toContainText('Willkommen');
    expect(await englishLeftovers(phone, { ignore: [account.username, account.email] })).toEqual([]);
    await other.close();
  });
});
