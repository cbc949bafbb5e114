import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Playwright cannot download its own browsers here: the journeys run Debian's builds when present.
// The old headless shell (package chromium-headless-shell) is what Playwright itself runs headless: the
// same Blink and V8 without the full browser around them. On this machine kind a page load costs it about
// 1 s of CPU against 2.6 s for /usr/bin/chromium, and the journeys are bound by the browser's CPU.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Journeys see the page as a user who asked the operating system for reduced transparency
// (docs/product-rules.md#layout): solid bars, no blurred background. Without a GPU the browser composites
// in software, and blurring the glass bars and the pills took more than a quarter of the browser's CPU in
// the journeys.
// Playwright has no option for this preference; Blink's setting does it for every page and worker.
// transparency.spec.ts looks at the glass itself, in a browser without it.
const REDUCED_TRANSPARENCY = '--blink-settings=prefersReducedTransparency=true';

const launchWith = (executable?: string, { reducedTransparency = true } = {}): LaunchOptions => ({
  ...(executable ? { executablePath: executable } : {}),
  args: reducedTransparency ? [...args, REDUCED_TRANSPARENCY] : args,
});

/** Every journey's browser: the headless shell, else the full Chromium, else Playwright's own. */
const shellOrFull = [HEADLESS_SHELL, FULL_CHROMIUM].find((file) => existsSync(file));
export const shellLaunchOptions = launchWith(shellOrFull);

/**
 * The full browser, for journeys that need what the shell leaves out: the shell denies notification
 * permission, so the alert and push journeys run here (`test.use({ launchOptions: fullBrowserLaunchOptions })`),
 * and it has no installability check, so pwa-install.spec.ts asks this browser for it.
 */
export const fullBrowserLaunchOptions = launchWith(existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : undefined);

/** The journeys' browser as a user who never asked for reduced transparency sees it (the glass). */
export const glassLaunchOptions = launchWith(shellOrFull, { reducedTransparency: false });
