import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The operator (controller) comes from the server's configuration (OPERATOR_NAME,
// OPERATOR_ADDRESS via GET /api/config) and is named in the privacy notice, the terms and /imprint.
const OPERATOR = { name: 'Lea Beispiel', address: 'Musterstraße 1\n10115 Berlin\nGermany' };

async function withOperator(page: Page, operator: { name: string | null; address: string | null }) {
  // The answer GET /api/config gives when OPERATOR_NAME and OPERATOR_ADDRESS are set.
  await page.route('**/api/config', (route) =>
    route.fulfill({
      json: {
        supportEmail: 'support@focusroom.app',
        googleClientId: null,
        spotifyPlaylistId: '37i9dQZF1DX8NTLI2TtZa6',
        operator,
      },
    }),
  );
}

test('the imprint, the privacy notice and the terms name the configured operator', async ({ page }) => {
  await withOperator(page, OPERATOR);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/imprint$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  for (const path of ['/imprint', '/data-privacy', '/terms-and-conditions']) {
    await page.goto(path);
    const details = page.getByTestId('operator-details');
    await expect(details.getByText('Lea Beispiel')).toBeVisible();
    await expect(details.getByText('10115 Berlin')).toBeVisible();
    await expect(details.getByRole('link', { name: /@/ })).toBeVisible();
    await expect(details.getByText(/has not entered its name and address/)).toHaveCount(0);
  }
});

test('an operator that is not configured is said to be missing, not left blank', async ({ page }) => {
  await withOperator(page, { name: null, address: null });
  await page.goto('/imprint');
  await expect(
    page
      .getByTestId('operator-details')
      .getByText('The operator of this server has not entered its name and address yet.'),
  ).toBeVisible();
});
