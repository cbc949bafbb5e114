import type { APIRequestContext, Page } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { adminHeaders } from '../support/admin';
import { expect, test } from '../support/fixtures';

// The feedback form (docs/product-rules.md#feedback): a guest review on /, a user's review on /home, the
// thank-you and the form hiding itself for good. Stored reviews are read back through the admin API (GET
// /api/review).
const TITLE = "We'd love your feedback!";
const THANKS = 'Thank you for your feedback!';

type StoredReview = {
  userId: { _id: string; username: string } | null;
  starRating: number;
  textReview: string;
};

const form = (page: Page) => page.getByTestId('feedback-form');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit Feedback' });

async function storedReview(api: APIRequestContext, text: string): Promise<StoredReview | undefined> {
  const res = await api.get('/api/review?page=1&limit=50', { headers: await adminHeaders(api) });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: StoredReview[] };
  return data.find((review) => review.textReview === text);
}

/**
 * Checks the thank-you, that the card hides 3 s after it and that it stays hidden. `submittedAt` is taken
 * just before the click that sent the form: the 3 s start later (when the answer arrives), so the card
 * may not hide sooner than that (how much later depends on how busy the machine is).
 */
async function expectThanksThenHidden(page: Page, submittedAt: number) {
  await expect(form(page).getByRole('status')).toHaveText(THANKS);
  // The form that held the focus is gone: the focus stays in the card, on its heading.
  await expect(form(page).getByRole('heading', { name: TITLE })).toBeFocused();
  await expect(form(page)).toBeHidden();
  const elapsed = Date.now() - submittedAt;
  expect(elapsed).toBeGreaterThanOrEqual(3000);
  expect(await page.evaluate(() => localStorage.getItem('hasSubmittedReview'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
}

test('a guest sends feedback on / with the default 5 stars', async ({ page }) => {
  await page.goto('/');
  await expect(form(page).getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(form(page).getByRole('radio', { name: '5 stars' })).toBeChecked();
  // The live region is there, empty, before the thank-you fills it (so screen readers announce it).
  await expect(form(page).getByRole('status')).toHaveText('');
  const text = `Guest feedback ${Date.now()}`;
  const request = page.waitForRequest((r) => r.url().endsWith('/api/review') && r.method() === 'POST');
  await form(page).getByLabel('Your feedback').fill(text);
  const submittedAt = Date.now();
  await submit(page).click();
  const sent = await request;
  expect(sent.headers().authorization).toBeUndefined();
  expect(sent.postDataJSON()).toEqual({ starRating: 5, textReview: text });
  await expectThanksThenHidden(page, submittedAt);

  const review = await storedReview(page.request, text);
  expect(review).toMatchObject({ starRating: 5, userId: null });
});

test('a signed-in user sends feedback on /home with 3 stars chosen by keyboard', async ({ page }) => {
  const user = await signedInUser(page, 'fbk');
  await page.goto('/home');
  await expect(form(page).getByRole('heading', { name: TITLE })).toBeVisible();
  await form(page).getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(form(page).getByRole('radio', { name: '3 stars' })).toBeChecked();
  const text = `User feedback ${Date.now()}`;
  await form(page).getByLabel('Your feedback').fill(text);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/review') && r.method() === 'POST');
  const submittedAt = Date.now();
  await submit(page).click();
  const sent = await request;
  expect(sent.headers().authorization).toBe(`Bearer ${user.token}`);
  expect(sent.postDataJSON()).toEqual({ starRating: 3, textReview: text, userId: user.id });
  await expectThanksThenHidden(page, submittedAt);

  const review = await storedReview(page.request, text);
  expect(review).toMatchObject({ starRating: 3, userId: { _id: user.id, username: user.username } });
});

test('blank feedback is refused without a request; failures show the server message or the fallback', async ({
  page,
}) => {
  await page.goto('/');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/review')) sent.push(r.method());
  });
  await form(page).getByRole('radio', { name: '2 stars' }).check();
  await form(page).getByLabel('Your feedback').fill('   ');
  await submit(page).click();
  await expect(form(page).getByRole('alert')).toHaveText('Please enter your feedback');
  await expect(form(page).getByLabel('Your feedback')).toBeFocused();
  expect(sent).toEqual([]);

  await form(page).getByLabel('Your feedback').fill('The timer is lovely');
  await page.route('**/api/review', (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many reviews from this address. Try again later.' } }),
  );
  await submit(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'Too many reviews from this address. Try again later.',
  );
  await page.unroute('**/api/review');
  await page.route('**/api/review', (route) => route.abort());
  await submit(page).click();
  await expect(form(page).getByRole('alert')).toHaveText('Failed to submit review. Please try again.');
  // Nothing was accepted: the form stays, with what the user wrote.
  await expect(form(page).getByLabel('Your feedback')).toHaveValue('The timer is lovely');
  await expect(form(page).getByRole('radio', { name: '2 stars' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('hasSubmittedReview'))).toBeNull();
});

test('the form stays hidden once this browser has sent a review', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasSubmittedReview', 'true'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Login to unlock')).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the card keeps its height for the thank-you, then folds away without a jump', async ({ page }) => {
    await page.goto('/');
    await form(page).scrollIntoViewIfNeeded();
    const before = (await form(page).boundingBox())!.height;
    await form(page).getByLabel('Your feedback').fill(`The card should not jump ${Date.now()}`);
    await submit(page).click();
    await expect(form(page).getByRole('status')).toHaveText(THANKS);
    // The same height around the thank-you: nothing below the card moves yet.
    expect((await form(page).boundingBox())!.height).toBeCloseTo(before, 0);
    // Then it folds: halfway through its height transition the card is between the two heights, never
    // jumping straight to 0. The transition is held at its middle to read it, however busy the machine.
    const halfway = await form(page).evaluate(async (card) => {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const fold = card
          .getAnimations()
          .find((a): a is CSSTransition => a instanceof CSSTransition && a.transitionProperty === 'height');
        if (fold) {
          fold.pause();
          fold.currentTime = Number(fold.effect?.getTiming().duration) / 2;
          const height = card.getBoundingClientRect().height;
          fold.play();
          return height;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return null;
    });
    expect(halfway).toBeGreaterThan(1);
    expect(halfway).toBeLessThan(before - 1);
    await expect(form(page)).toBeHidden();
  });
});
