import { expect, type Page } from '@playwright/test';
import { signedInUser } from './accounts';
import { adminHeaders, setCoinsAndLevel } from './admin';

/** A new user at the maximum level with `coins`, signed in on the page (coins and level set by the admin). */
export async function finishedRoomUser(page: Page, coins: number, level = 50) {
  const account = await signedInUser(page, 'coll');
  await setCoinsAndLevel(page.request, await adminHeaders(page.request), account.id, { coins, level });
  return account;
}

/** The ids the collection layer over a room draws (empty while it draws none). */
export async function layerItems(page: Page, scope = page.locator('body')) {
  const layer = scope.getByTestId('collection-layer');
  if ((await layer.count()) === 0) return [];
  return ((await layer.getAttribute('data-items')) ?? '').split(' ').filter(Boolean);
}

/** Waits for the collections screen to show its sets. */
export async function openCollections(page: Page) {
  await page.goto('/collections');
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await expect(page.getByTestId('collection-item-winter-fairy-lights')).toBeVisible();
}
