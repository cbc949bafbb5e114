import { FOCUS_TIME_DIVISOR } from '@focus-room/core/timer/focus-units';
import type { AppContext } from '../../app-context';
import { adminStatsRepository } from '../../repositories/admin-stats-repository';
import { usersRepository } from '../../repositories/users-repository';
import { visitorReportsRepository } from '../../repositories/visitor-reports-repository';

/** Rounds half away from zero at `decimals` places, without 1.005-style binary surprises. */
export function roundTo(value: number, decimals: number) {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

const perAccount = (total: number, accounts: number) => (accounts === 0 ? 0 : total / accounts);

export async function registeredCounts(ctx: AppContext) {
  const accounts = await usersRepository.countAccounts(ctx.db);
  return { totalRegistered: accounts.verified, allUsers: accounts.all };
}

/**
 * Real focus time per verified account, in minutes with one decimal. The ledger holds the focus-time
 * call's unit (measured seconds / 1.9), so it is multiplied back (docs/product-rules.md#focus-time).
 */
export async function averageFocusTime(ctx: AppContext) {
  const [units, accounts] = await Promise.all([
    adminStatsRepository.verifiedFocusSeconds(ctx.db),
    usersRepository.countAccounts(ctx.db),
  ]);
  const seconds = units * FOCUS_TIME_DIVISOR;
  return { averageTimeInMinutes: roundTo(perAccount(seconds, accounts.verified) / 60, 1) };
}

/** Ongoing and finished tasks per verified account, two decimals. */
export async function averageTasks(ctx: AppContext) {
  const [tasks, accounts] = await Promise.all([
    adminStatsRepository.verifiedTaskCounts(ctx.db),
    usersRepository.countAccounts(ctx.db),
  ]);
  return {
    avgOngoingTasks: roundTo(perAccount(tasks.ongoing, accounts.verified), 2),
    avgCompletedTasks: roundTo(perAccount(tasks.finished, accounts.verified), 2),
  };
}

export async function mostUsedBrowser(ctx: AppContext) {
  return { browser: await visitorReportsRepository.mostUsedBrowser(ctx.db) };
}

/** Whole percentages of the profiles that reported a theme; light is the rest, so both add up to 100. */
export async function themeSplit(ctx: AppContext) {
  const { dark, light } = await visitorReportsRepository.themeCounts(ctx.db);
  const reports = dark + light;
  if (reports === 0) return { darkPercent: null, lightPercent: null, reports };
  const darkPercent = Math.round((dark / reports) * 100);
  return { darkPercent, lightPercent: 100 - darkPercent, reports };
}

/** The Analytics tab's figures (definitions in packages/core/src/api/admin-stats.ts). */
export async function analytics(ctx: AppContext) {
  const [periods, finishedTasks, coins] = await Promise.all([
    adminStatsRepository.focusPeriodFigures(ctx.db),
    adminStatsRepository.finishedTasks(ctx.db),
    adminStatsRepository.verifiedCoinFigures(ctx.db),
  ]);
  return {
    sessions: periods.sessions,
    averageFocusMinutes: roundTo(periods.avgFocus / 60, 1),
    averageBreakMinutes: roundTo(periods.avgBreak / 60, 1),
    todosPerSession: roundTo(perAccount(finishedTasks, periods.sessions), 2),
    averageCoins: roundTo(coins.average, 1),
    highestCoins: coins.highest,
  };
}
