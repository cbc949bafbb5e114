import type { StatsDaysResponse, StatsOverviewResponse } from '@focus-room/core/api/stats';
import { expect, type Page } from '@playwright/test';
import { logIn, signInPage } from './accounts';
import { STATS_ACCOUNT, statsDay } from './stats-account';

/** Signs the page in as the statistics account (seeded history) and hands back its bearer header. */
export async function signInWithHistory(page: Page) {
  const session = await logIn(page.request, STATS_ACCOUNT.email, STATS_ACCOUNT.password);
  await signInPage(page, session.token);
  return session.headers;
}

/** What the server says the panel must show (the journeys check the page shows exactly that). */
export async function serverFigures(page: Page, headers: Record<string, string>, weeks: number) {
  const overview = (await (
    await page.request.get('/api/stats/overview', { headers })
  ).json()) as StatsOverviewResponse;
  const days = (await (
    await page.request.get(`/api/stats/days?weeks=${weeks}`, { headers })
  ).json()) as StatsDaysResponse;
  return { overview, days };
}

const longDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Scrolls /home down to the statistics panel, as a user does: it is drawn only once it comes near the
 * viewport (docs/decisions/051-statistics-drawn-near-the-viewport.md), and its place is there as soon as the
 * dashboard's last stage is.
 */
export async function scrollToStatsPanel(page: Page) {
  await page.getByTestId('stats-slot').scrollIntoViewIfNeeded({ timeout: 30_000 });
}

/**
 * The panel of the seeded account as a user sees it: the heatmap with one cell per day of `weeks` weeks
 * (each saying its date and minutes), yesterday's goal day and the frozen day 4 days ago, today's ring, the
 * streak and the estimation bias.
 */
export async function expectSeededPanel(page: Page, headers: Record<string, string>, weeks: number) {
  await scrollToStatsPanel(page);
  const panel = page.getByTestId('stats-panel');
  const grid = panel.getByRole('group', { name: `Focus minutes per day, last ${weeks} weeks` });
  // The panel loads after the page's widgets: on a busy machine that takes a while.
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const { overview, days } = await serverFigures(page, headers, weeks);
  await expect(grid.getByRole('img')).toHaveCount(days.days.length);
  const yesterday = statsDay(1);
  await expect(
    grid.getByRole('img', {
      name: `${longDay(yesterday)}: ${STATS_ACCOUNT.recentMinutes[1]} focus minutes, goal met`,
    }),
  ).toBeVisible();
  const frozen = grid.getByRole('img', {
    name: `${longDay(statsDay(4))}: 0 focus minutes, streak freeze used`,
  });
  await expect(frozen).toHaveAttribute('data-level', 'freeze');
  const ring = panel.getByRole('progressbar', { name: "Today's goal" });
  await expect(ring).toHaveAttribute('aria-valuenow', String(STATS_ACCOUNT.todayMinutes));
  await expect(ring).toHaveAttribute('aria-valuetext', `${STATS_ACCOUNT.todayMinutes} of 100 minutes`);
  expect(overview.streak.current).toBeGreaterThan(0);
  await expect(panel.getByTestId('streak-current')).toHaveText(`${overview.streak.current} days`);
  await expect(panel.getByTestId('streak-best')).toHaveText(`${overview.streak.best} days`);
  await expect(panel.getByTestId('streak-freezes')).toHaveText(`${overview.streak.freezesHeld} of 2`);
  await expect(panel.getByTestId('estimate-bias')).toHaveText(
    /^You finish tasks in \d+\.\dx the pomodoros you estimate \(last 6 finished tasks\)$/,
  );
}

/** Weeks (Monday to Sunday) from the one holding `firstDay` to the one holding `today`, both counted. */
export function weeksSince(firstDay: string, today: string): number {
  const monday = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day.getTime();
  };
  return Math.round((monday(today) - monday(firstDay)) / (7 * 24 * 60 * 60 * 1000)) + 1;
}
