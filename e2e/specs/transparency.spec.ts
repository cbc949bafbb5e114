import { expect, test } from '@playwright/test';
import { barLooks } from '../support/bar-looks';
import { glassLaunchOptions } from '../support/browsers';

// The look of a user who never asked for reduced transparency (docs/product-rules.md#layout): every other
// journey runs in a browser that asks for it (support/browsers.ts, theme.spec.ts checks that look).
test.use({ launchOptions: glassLaunchOptions });

test('the header and the footer are frosted glass over the drifting pills, in both themes', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByTestId('animated-background')).toBeVisible();
  expect(await barLooks(page)).toEqual([
    { blur: 'saturate(1.4) blur(14px)', background: 'rgba(255, 255, 255, 0.78)' },
    { blur: 'blur(10px)', background: 'rgba(255, 255, 255, 0.78)' },
  ]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => barLooks(page))
    .toEqual([
      { blur: 'saturate(1.4) blur(14px)', background: 'rgba(26, 23, 41, 0.8)' },
      { blur: 'blur(10px)', background: 'rgba(26, 23, 41, 0.8)' },
    ]);
});
