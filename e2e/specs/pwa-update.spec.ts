import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { waitForServiceWorker } from '../support/pwa';

// A new deployment never strands a user on an old app: once a new service worker waits, a toast
// offers 'Update', which activates it and reloads the page onto the new build.
test.use({ serviceWorkers: 'allow' });

/** The built worker the test server serves (it reads the build per request, as after a redeployment). */
const WORKER = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');
const TOAST_TEXT = 'A new version of Focus Room is ready.';

// @exclusive: it changes the build every page of the server is served, so it runs after the other journeys.
test('a rebuilt service worker brings the "Update" toast, which reloads onto it @exclusive', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByText(TOAST_TEXT)).toHaveCount(0);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  const built = await readFile(WORKER, 'utf8');
  try {
    // The next deployment: the worker with other bytes, as a rebuild with changed sources makes it.
    await writeFile(WORKER, `${built}\n// deployment 2\n`);
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    const toast = page.getByRole('listitem').filter({ hasText: TOAST_TEXT });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // Until the user chooses, the running page keeps its worker.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await toast.getByRole('button', { name: 'Update' }).click();
    await reloaded;

    // The page reloaded (its window is a new one) under the new worker, and nothing waits any more.
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(page.getByText(TOAST_TEXT)).toHaveCount(0);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { url: navigator.serviceWorker.controller?.scriptURL, waiting: Boolean(registration.waiting) };
    });
    expect(after).toEqual({ url: firstWorker, waiting: false });
  } finally {
    await writeFile(WORKER, built);
  }
});
