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

/** The offline note of a signed-in user, whose focus waits in the claim queue. */
export const OFFLINE_TEXT = 'Offline: your focus is saved and will sync';
/** A visitor's: nothing of theirs syncs, so it promises none. */
export const OFFLINE_GUEST_TEXT = 'Offline: the timer and your tasks keep working';
/** Before the worker has cached the app (a first visit). */
export const OFFLINE_NOT_READY_TEXT =
  "Offline: keep this page open. It can't be reopened without a network yet";
/** In the place of a part whose chunk could not be fetched (offline before the worker cached the app). */
export const PART_UNAVAILABLE_TEXT =
  "This part couldn't load without a connection. It loads by itself once you're back online.";
