import { expect, type Page } from '@playwright/test';
import { signedInUser } from './accounts';
import { adminHeaders, setCoinsAndLevel } from './admin';

/** A new user at the maximum level with `coins`, signed in on the page (coins and level set by the admin). */
export async function finishedRoomUser(page: Page, coins: number, level = 50) {
  const account = await signedInUser(page, 'coll');
  await setCoinsAndLevel(page.request, await adminHeaders(page.request), account.id, { coins, level });
  return account;
}

/**
 * The ids the collection layer over a room draws (empty while it draws none). One read of the page as it
 * is: counting first and then reading the attribute would wait for ever if the layer went in between.
 */
export async function layerItems(page: Page, scope = page.locator('body')) {
  const lists = await scope
    .getByTestId('collection-layer')
    .evaluateAll((layers) => layers.map((layer) => layer.getAttribute('data-items') ?? ''));
  return lists.join(' ').split(' ').filter(Boolean);
}

/** Waits for the collections screen to show its sets. */
export async function openCollections(page: Page) {
  await page.goto('/collections');
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await expect(page.getByTestId('collection-item-winter-fairy-lights')).toBeVisible();
}
