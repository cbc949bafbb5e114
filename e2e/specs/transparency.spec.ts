import { expect, test } from '@playwright/test';
import { expectBarLooksInBothThemes } from '../support/bar-looks';
import { glassLaunchOptions } from '../support/browsers';

// The look of a user who never asked for reduced transparency (docs/product-rules.md#layout): every other
// journey runs in a browser that asks for it (support/browsers.ts, theme.spec.ts checks that look).
test.use({ launchOptions: glassLaunchOptions });

test('the header and the footer are frosted glass over the drifting pills, in both themes', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('animated-background')).toBeVisible();
  const glass = (background: string) => [
    { blur: 'saturate(1.4) blur(14px)', background },
    { blur: 'blur(10px)', background },
  ];
  await expectBarLooksInBothThemes(page, {
    light: glass('rgba(255, 255, 255, 0.78)'),
    dark: glass('rgba(26, 23, 41, 0.8)'),
  });
});
