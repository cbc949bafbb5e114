import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signedInUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { fullBrowserLaunchOptions } from '../support/browsers';
import { expect, test } from '../support/fixtures';
import { waitForServiceWorker } from '../support/pwa';

// Installable: the manifest, its icons, Chromium's installability check, and the 'Install app'
// entry that shows only while the browser offers installation.
test.use({ serviceWorkers: 'allow' });

test('the manifest names the app, its colours, icons and shortcuts, and Chromium finds nothing missing', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Focus Room',
    short_name: 'Focus Room',
    start_url: '/',
    display: 'standalone',
    theme_color: '#f6f5fb',
    background_color: '#f6f5fb',
    user_preferences: { color_scheme_dark: { theme_color: '#100e1c', background_color: '#100e1c' } },
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Start focus', 'Tasks']);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    const bytes = await png.body();
    // The PNG header's width and height are the size the manifest promises.
    const size = Number(icon.sizes.split('x')[0]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([size, size]);
  }
  // The page's theme colour follows the colour scheme as the manifest's two colour sets do.
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveAttribute('content', '#100e1c');
});

test('Chromium reports no installability error', async ({ playwright, baseURL }) => {
  // A normal profile: Playwright's usual contexts are off the record, where Chromium never installs apps.
  // The full browser: the headless shell has no installability check and reports no error for any manifest.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'focus-room-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...fullBrowserLaunchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    expect(url).toBe(`${baseURL}/manifest.webmanifest`);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('"Install app" shows only while the browser offers installation, and opens its dialog', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'About' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);

  // Chromium's offer, as the browser fires it when the install criteria are met.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    offer.prompt = async () => {
      (window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
  });
  const install = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // An offer is good for one prompt: the entry goes until the browser offers again.
  await expect(install).toHaveCount(0);
});

test('the shortcuts open the timer and the tasks, for a visitor on / and a signed-in user on /home', async ({
  page,
}) => {
  await page.goto('/#tasks');
  const guestTasks = page.getByTestId('guest-task-manager');
  await expect(guestTasks).toBeInViewport({ timeout: 20_000 });

  await signedInUser(page, 'shortcut');
  // A fresh load, as opening the shortcut starts one (the same URL again would only change the fragment).
  await page.goto('about:blank');
  await page.goto('/#tasks');
  await expect(page).toHaveURL(/\/home#tasks$/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Tasks' })).toBeInViewport({ timeout: 20_000 });
  await page.goto('/#timer');
  await expect(page).toHaveURL(/\/home#timer$/);
  await expect(page.getByTestId('timer-display')).toBeInViewport();
});
