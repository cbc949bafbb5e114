import { expect, test } from '../support/fixtures';

test('the mobile menu lists "Install app" only while the browser offers installation', async ({ page }) => {
  await page.goto('/');
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'About' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    offer.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(offer);
  });
  await openMenu.click();
  await menu.getByRole('button', { name: 'Install app' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});
