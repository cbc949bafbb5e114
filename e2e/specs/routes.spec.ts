import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

test.describe('route table', () => {
  for (const { path, heading } of PUBLIC_ROUTES) {
    test(`${path} renders its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const path of ['/no-such-page', '/some/deep/path', '/terms/extra']) {
    test(`${path} shows 'Page Not Found' with a link back to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Build your room');
    });
  }

  test('the visitor home has an About section headed with the product name', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('region', { name: 'Focus Room' });
    await expect(about.getByRole('heading', { level: 2, name: 'Focus Room' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(about.getByRole('heading', { name: /Why Choose/ })).toBeVisible();
  });

  test('the promotional pages show the picture and the quote', async ({ page }) => {
    for (const path of ['/studyw.tok', '/studyw.gram']) {
      await page.goto(path);
      await expect(page.getByText('Remember Why You Started')).toBeVisible();
      await expect(page.getByRole('img', { name: /desk/ })).toBeVisible();
    }
  });

  test('the signed-out header links to home, register and login', async ({ page }) => {
    await page.goto('/cookies');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await header.getByRole('link', { name: 'Focus Room' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('contact page links to the support email from /api/config', async ({ page, request }) => {
    const config = await (await request.get('/api/config')).json();
    await page.goto('/contact-us');
    const link = page.getByRole('main').getByRole('link', { name: config.supportEmail });
    await expect(link).toHaveAttribute('href', `mailto:${config.supportEmail}`);
  });

  test('legal texts carry the required facts', async ({ page }) => {
    await page.goto('/data-privacy');
    const privacy = page.getByRole('main');
    await expect(privacy).toContainText('Last updated: June 2025');
    await expect(privacy).toContainText('Log files are kept for 30 days');
    await expect(privacy).toContainText('Spotify');
    await expect(privacy).toContainText('Google');
    await page.goto('/terms-and-conditions');
    const terms = page.getByRole('main');
    await expect(terms).toContainText('Last updated: June 2025');
    await expect(terms).toContainText('Federal Republic of Germany');
    await expect(terms).toContainText('Berlin');
    await expect(terms).toContainText('30 days');
  });

  test('the newsletter landing page links to register and login', async ({ page }) => {
    await page.goto('/newsletter/subscribe');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByRole('link', { name: 'Log in to subscribe' })).toHaveAttribute('href', '/login');
  });

  test('the server error page offers Retry (back to where the visitor was) and a way home', async ({
    page,
  }) => {
    await page.goto('/cookies');
    // What the login flow does: navigate('/server-error', { state: { from } }); React Router keeps the
    // state under `usr` in history.state.
    await page.evaluate(() => {
      window.history.pushState({ usr: { from: '/cookies' }, key: 'e2e', idx: 1 }, '', '/server-error');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on our side');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookies and Preferences');

    await page.goto('/server-error');
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
