import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export type SeriousViolation = { id: string; impact: 'serious' | 'critical'; nodes: string[] };

/**
 * The serious and critical axe-core violations on the page as it is now (none are allowed), each with the
 * elements it was found on, so a failing `toEqual([])` says what to fix.
 *
 * axe-core runs in the page itself (decision 064): it is injected once per document and asked for the
 * violations only. @axe-core/playwright injected the whole library on every scan and finished each one in
 * a new blank page, about 2 s per scan against 0.3–0.5 s here. The app's pages have no frames of their
 * own; the one embedded player is another site's and not ours to scan, so frames are not scanned.
 */
export async function seriousViolations(page: Page, include?: string): Promise<SeriousViolation[]> {
  // `include` scans one part only (a CSS selector), for a second look after that part changed.
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: typeof axe }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      selector ? { include: [selector] } : document,
      { resultTypes: ['violations'], iframes: false },
    );
    return violations.flatMap(({ id, impact, nodes }) =>
      impact === 'serious' || impact === 'critical'
        ? [{ id, impact, nodes: nodes.map((node) => node.target.join(' ')) }]
        : [],
    );
  }, include);
}

/**
 * The serious and critical violations in the light theme, then in the dark one, from one page load: the
 * page must show the light theme of a visitor who chose none, and the app follows the system's scheme
 * live (src/lib/theme.ts), so the scheme turns dark, the page redraws, and it is scanned again. The scheme
 * is light again afterwards. Reduced motion (the journeys' default) makes the switch instant. `each` runs
 * after each theme's scan (a screenshot of it, say).
 */
export async function seriousViolationsInBothThemes(
  page: Page,
  include?: string,
  each?: (theme: 'light' | 'dark') => Promise<unknown>,
) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await seriousViolations(page, include);
  await each?.('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await afterThemeRedrawn(page);
  const dark = await seriousViolations(page, include);
  await each?.('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await afterThemeRedrawn(page);
  return { light, dark };
}

/**
 * Waits until the page has painted a frame after this moment: the components that read the theme in
 * JavaScript (the toggle's label, the room picture, the toaster) re-render after the attribute changed.
 * Then until every CSS transition has ended: the body's colour moves between the themes by a transition
 * (instant under reduced motion, but still ended by an animation frame), and text that inherits it, such as
 * the footer's name, was once scanned mid-way in CI, dark text on the dark footer.
 */
async function afterThemeRedrawn(page: Page) {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    // At most a second: a transition inside a part the browser skips drawing (content-visibility) does not
    // advance and never ends, and it is not on screen to scan either.
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
  });
}

/** No serious or critical violation in either theme (see seriousViolationsInBothThemes). */
export const NONE_IN_EITHER_THEME = { light: [], dark: [] };
