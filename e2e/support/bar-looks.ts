import type { Page } from '@playwright/test';

/** The backdrop filter and background colour of the page's header and footer, in that order. */
export function barLooks(page: Page) {
  return Promise.all(
    [page.getByRole('banner'), page.getByRole('contentinfo')].map((bar) =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return { blur: style.backdropFilter, background: style.backgroundColor };
      }),
    ),
  );
}
