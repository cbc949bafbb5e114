import { expect, test } from '../support/fixtures';
import { chooseGerman } from '../support/german';
import { timerDisplay, timerPanel } from '../support/timer-page';

// Timer Settings fits a 1280×800 window: 'Save Settings' is on screen without scrolling the dialog
// (docs/product-rules.md#timer-settings), in English and German, light and dark.
test.use({ viewport: { width: 1280, height: 800 } });

for (const { language, theme } of [
  { language: 'en', theme: 'light' },
  { language: 'de', theme: 'dark' },
] as const) {
  test(`Timer Settings fits 1280×800 without scrolling (${language}, ${theme})`, async ({
    page,
    baseURL,
  }) => {
    if (language === 'de') await chooseGerman(page, baseURL ?? '');
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    await expect(timerDisplay(page)).toBeVisible();
    await timerPanel(page)
      .getByRole('button', { name: language === 'en' ? 'Timer settings' : 'Timer-Einstellungen' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: language === 'en' ? 'Save Settings' : 'Speichern' });
    await expect(save).toBeInViewport({ ratio: 1 });
    expect(await dialog.evaluate((node) => node.scrollHeight - node.clientHeight)).toBeLessThanOrEqual(0);
  });
}
