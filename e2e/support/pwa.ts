import type { Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (the first visit installs it). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

export const OFFLINE_TEXT = 'Offline: your focus is saved and will sync';
