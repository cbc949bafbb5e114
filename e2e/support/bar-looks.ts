import { expect, type Page } from '@playwright/test';

type BarLook = { blur: string; background: string };

/** The backdrop filter and background colour of the page's header and footer, in that order. */
export function barLooks(page: Page): Promise<BarLook[]> {
  return Promise.all(
    [page.getByRole('banner'), page.getByRole('contentinfo')].map((bar) =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return { blur: style.backdropFilter, background: style.backgroundColor };
      }),
    ),
  );
}

/** Follows the system's light, then its dark scheme on the open page, and expects the bars' look in each. */
export async function expectBarLooksInBothThemes(page: Page, looks: { light: BarLook[]; dark: BarLook[] }) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect.poll(() => barLooks(page)).toEqual(looks[theme]);
  }
}
