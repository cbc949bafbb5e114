import type { Page } from '@playwright/test';
import { allowCodeFlowPages, signedInUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { chooseGerman, waitForGermanApp } from '../support/german';
import { timerDisplay, timerPanel } from '../support/timer-page';

// On a 360 px phone, in English and German: the code field's placeholder is whole, the timer shows no
// keyboard-shortcut hint, the offline note stays on the screen, and the Spotify tip appears once.
test.use({ viewport: { width: 360, height: 740 } });

/** How much wider the placeholder's text is than the room its input gives it (≤ 0: it fits). */
async function placeholderOverflow(page: Page) {
  return page.getByRole('textbox', { name: /code/i }).evaluate((node) => {
    const input = node as HTMLInputElement;
    const style = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const spacing = Number.parseFloat(style.letterSpacing) || 0;
    const text = context.measureText(input.placeholder).width + spacing * input.placeholder.length;
    const box = getComputedStyle(input);
    const room = input.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight);
    return text - room;
  });
}

for (const language of ['en', 'de'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'German'}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      if (language === 'de') await chooseGerman(page, baseURL ?? '');
    });

    test('the code placeholder fits on /verify-otp and /reset-password', async ({ page }) => {
      await allowCodeFlowPages(page);
      for (const path of ['/verify-otp', '/reset-password']) {
        await page.goto(path);
        if (language === 'de') await waitForGermanApp(page);
        const field = page.getByRole('textbox', { name: /code/i });
        await expect(field).toHaveAttribute(
          'placeholder',
          language === 'en' ? 'Enter 6-digit OTP' : '6-stelligen Code eingeben',
        );
        expect(await placeholderOverflow(page)).toBeLessThanOrEqual(0);
      }
    });

    test('the timer shows no keyboard-shortcut hint', async ({ page }) => {
      await page.goto('/');
      await expect(timerDisplay(page)).toBeVisible();
      await expect(timerPanel(page).locator('kbd').first()).toBeHidden();
    });

    test('the offline note stays on the screen', async ({ page, context }) => {
      // Without the worker (blocked here) the note is its longest one: the app is not cached yet.
      await page.goto('/');
      await expect(timerDisplay(page)).toBeVisible();
      await context.setOffline(true);
      const note = page.getByText(/^Offline:/);
      await expect(note).toHaveText(
        language === 'en'
          ? "Offline: keep this page open. It can't be reopened without a network yet"
          : 'Offline: Lass diese Seite offen. Ohne Netz lässt sie sich noch nicht wieder öffnen',
      );
      await expect(note).toBeVisible();
      const box = (await note.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await note.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
      await context.setOffline(false);
    });

    test('the Spotify tip appears once on /home, also with the music box open', async ({ page }) => {
      await signedInUser(page, 'tip');
      await page.goto('/home');
      const tip = page
        .getByText(
          language === 'en'
            ? 'Login to Spotify to avoid song skipping'
            : 'Melde dich bei Spotify an, damit keine Songs übersprungen werden',
        )
        .filter({ visible: true });
      await expect(tip).toHaveCount(1);
      await page.getByTestId('playlist-widget').getByRole('button').last().click();
      await expect(page.locator('#focus-music-panel')).toBeVisible();
      await expect(tip).toHaveCount(1);
    });
  });
}
