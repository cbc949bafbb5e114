import type { Page } from '@playwright/test';
import { signInPage, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';

type FirstLoad = { watched: boolean; loading: boolean; removed: number; shift: number };
type ProbeWindow = Window & { firstLoad: FirstLoad; offerInstall: () => void };

/**
 * Before the page's scripts: `window.firstLoad` records whether the prerendered #root and <main> were
 * there to watch, whether <main> ever showed only the layout's loading state, how many nodes left the
 * prerendered <main>, and the layout shift; `window.offerInstall()`
 * makes Chromium's install offer (`beforeinstallprompt`), as the browser does when the app is installable.
 */
async function watchFirstLoad(page: Page) {
  await page.addInitScript(() => {
    const seen = { watched: false, loading: false, removed: 0, shift: 0 };
    const probe = window as unknown as ProbeWindow;
    probe.firstLoad = seen;
    probe.offerInstall = () => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      offer.prompt = async () => {};
      offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(offer);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      const main = document.getElementById('main');
      // A page without them leaves `watched` false, and the journey fails on it.
      if (!root || !main) return;
      seen.watched = true;
      new MutationObserver(() => {
        if (document.querySelector('main')?.textContent?.trim() === 'Loading…') seen.loading = true;
      }).observe(root, { childList: true, subtree: true });
      new MutationObserver((changes) => {
        // Content only: hydration drops the renderer's comment markers around a lazy part.
        for (const change of changes) {
          for (const node of change.removedNodes) if (node.nodeType !== Node.COMMENT_NODE) seen.removed += 1;
        }
      }).observe(main, { childList: true });
    });
  });
}

const firstLoad = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).firstLoad);
const installButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Install app' });

// A prerendered page is hydrated in place: its content is never swapped for the loading state, not even
// when something changes on the page while its own chunk is still on the way. Chromium's install offer
// (`beforeinstallprompt`) arrives at about that moment on a first visit; the layout used to redraw for
// it, which made React drop the server's markup of the page, show "Loading…" and draw the page again:
// the footer jumped up and down (layout shift 0.26 + 0.23 in Lighthouse's desktop run).
test('an install offer during hydration leaves the prerendered page on screen', async ({ page }) => {
  await watchFirstLoad(page);
  await page.addInitScript(() => {
    // Once Preact has taken the root (hydration marks the container with its tree, `__k`), the page's
    // chunk is still held back below: the browser offers installation now.
    const offerWhenHydrating = () => {
      const root = document.getElementById('root');
      if (!root || !('__k' in root)) {
        setTimeout(offerWhenHydrating, 5);
        return;
      }
      (window as unknown as ProbeWindow).offerInstall();
    };
    document.addEventListener('DOMContentLoaded', offerWhenHydrating);
  });
  // The landing page's own chunk arrives late, so hydration is under way when the offer comes.
  await page.route(/\/assets\/landing-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await page.goto('/');
  await expect(installButton(page)).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  const seen = await firstLoad(page);
  expect(seen).toMatchObject({ watched: true, removed: 0, loading: false });
  expect(seen.shift).toBeLessThan(0.05);
});

// Chromium may make its install offer before React has started: hydration must still see the page as it
// was prerendered (no Install button) and draw the button after, not report a mismatch and redraw it all.
test('an install offer before hydration gives no mismatch, and the button after it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await watchFirstLoad(page);
  await page.addInitScript(() => {
    // The app's module has run by now (modules run before DOMContentLoaded); React has not started yet.
    document.addEventListener('DOMContentLoaded', () => (window as unknown as ProbeWindow).offerInstall());
  });
  await page.goto('/');
  await expect(installButton(page)).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  expect(errors).toEqual([]);
  expect(await firstLoad(page)).toMatchObject({ watched: true, removed: 0, loading: false });
});

// The /home app shell is rendered over, not hydrated: the dashboard must replace it directly, never the
// layout's loading state in between (the footer would come up into view and go down again).
test('a signed-in /home goes from its prerendered shell straight to the dashboard', async ({
  page,
  baseURL,
}) => {
  // What a login leaves behind: the token and the `user` cookie, with which the app knows the user at once.
  const account = await signUp(page.request, 'shell');
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: account.email, password: account.password, rememberMe: true },
  });
  const { user } = (await login.json()) as { user: object };
  await signInPage(page, account.token);
  await page
    .context()
    .addCookies([{ name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: baseURL! }]);
  await watchFirstLoad(page);
  // The dashboard's chunk arrives late, after everything else the first render needs.
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, shell/);
  await expect(page.getByRole('region', { name: 'Tasks' })).toBeVisible();
  const seen = await firstLoad(page);
  expect(seen).toMatchObject({ watched: true, loading: false });
  expect(seen.shift).toBeLessThan(0.05);
});

// On a tall phone the level card, which comes after the timer in the one column, used to start inside the
// first screen; the task board, drawn in a later stage, then pushed it down (Lighthouse's mobile run counted
// it). The board's place is held from the shell on, so the card starts below the first screen and stays.
test.describe('on a tall phone', () => {
  test.use({ viewport: { width: 430, height: 932 }, hasTouch: true });

  test("the task board's arrival does not move the level card", async ({ page }) => {
    const account = await signUp(page.request, 'tallphone');
    await signInPage(page, account.token);
    // The board's chunk is held back until the card's place has been read.
    let releaseBoard = () => {};
    const boardHeld = new Promise<void>((resolve) => {
      releaseBoard = resolve;
    });
    await page.route(/\/assets\/task-manager-[\w-]+\.js$/, async (route) => {
      await boardHeld;
      await route.continue();
    });

    await page.goto('/home');
    const card = page.getByTestId('level-widget');
    await expect(card).toBeVisible();
    await expect(page.getByTestId('board-placeholder')).toBeVisible();
    const before = await card.boundingBox();
    releaseBoard();
    await expect(page.getByRole('region', { name: 'Tasks' })).toBeVisible();
    await expect(page.getByText('No tasks yet')).toBeVisible();
    const after = await card.boundingBox();
    expect(before?.y).toBeGreaterThanOrEqual(932);
    // The board with no task is a little taller than its place on some widths, never shorter.
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(16);
  });
});

// public/theme-init.js starts a worker that builds the first Intl formatters on another thread, so the
// page's first plural no longer pays for loading the engine's locale data (decision 048). The policy
// allows it (worker-src 'self'), and it leaves by itself once done.
test('the head starts the Intl warm-up worker, which the policy allows and which then closes', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  // Listening for its end as it starts: it may be gone before the test runs its next line.
  const closed = new Promise<string>((resolve) =>
    page.once('worker', (worker) => worker.once('close', () => resolve(worker.url()))),
  );
  await page.goto('/');
  expect(new URL(await closed).pathname).toBe('/intl-warm-up.js');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

// The prerendered page inlines its stylesheets; the chunks that load later (the page's own, then the
// dialogs preloaded at idle) list some of the same files, and Vite's preload helper added each of them
// again (a second request, and a restyle of the whole page) unless a stylesheet link with that URL was in
// the document. The page names each inlined file with a disabled link, which the browser never fetches.
test('the stylesheets a prerendered page inlines are never fetched again', async ({ page }) => {
  await page.goto('/');
  // The dialogs' chunks are preloaded at idle: once the about dialog's stylesheet is in, they have loaded.
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/about-dialog-"]')).toHaveCount(1);
  const inlined = await page
    .locator('head link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(inlined.length).toBeGreaterThan(0);
  const fetchedCss = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.css')),
    );
  // A resource entry is recorded when its fetch ends, which can be a moment after the link went in.
  await expect
    .poll(async () => (await fetchedCss()).some((name) => name.includes('/assets/about-dialog-')))
    .toBe(true);
  const fetched = await fetchedCss();
  expect(fetched.filter((name) => inlined.includes(name))).toEqual([]);
});
