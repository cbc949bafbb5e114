import { signedInUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The Spotify tip is a banner in the /home layout, not only inside the collapsed music box.
test("'Login to Spotify to avoid song skipping' is a banner on /home, dismissed for the page view", async ({
  page,
}) => {
  await signedInUser(page, 'tip');
  await page.goto('/home');
  const banner = page.getByTestId('spotify-tip-banner');
  await expect(banner.getByRole('link', { name: 'Login to Spotify to avoid song skipping' })).toBeVisible();
  // The music box is still collapsed: the tip is readable without opening it.
  await expect(page.getByRole('button', { name: 'Show focus music' })).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss Spotify tip' }).click();
  await expect(banner).toHaveCount(0);
  // Dismissed for this page view only.
  await page.reload();
  await expect(page.getByTestId('spotify-tip-banner')).toBeVisible();
});
