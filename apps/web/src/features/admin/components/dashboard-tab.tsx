import { ADMIN_MESSAGES } from '@focus-room/core/api/admin-stats';
import { CircleCheck, Clock, Globe, ListTodo, Moon, Sun, UserCheck, Users } from 'lucide-react';
import { adminKeys } from '../api/admin-keys';
import { useAverageTasks } from '../api/get-average-tasks';
import { useAverageTime } from '../api/get-average-time';
import { useMostUsedBrowser } from '../api/get-most-used-browser';
import { useThemeSplit } from '../api/get-theme-split';
import { useTotalRegistered } from '../api/get-total-registered';
import { formatNumber, plural } from '../lib/format';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { FiguresAlert, StatCard, StatGrid } from './stat-card';

const FIGURE_FAILED = 'Failed to load this figure';
const SOME_FAILED = 'Some overview figures could not be loaded. Use Refresh to try again.';
const DASHBOARD_KEYS = [
  adminKeys.totalRegistered,
  adminKeys.averageTime,
  adminKeys.averageTasks,
  adminKeys.mostUsedBrowser,
  adminKeys.themeSplit,
];

const themeCaption = (theme: 'dark' | 'light', reports: number | undefined) =>
  reports
    ? `share of ${plural(reports, 'visitor')} on the ${theme} theme`
    : `share of visitors on the ${theme} theme`;

/** The Dashboard tab: accounts, focus time, tasks, browsers and themes, all from live data. */
export function DashboardTab() {
  const total = useTotalRegistered();
  const time = useAverageTime();
  const tasks = useAverageTasks();
  const browser = useMostUsedBrowser();
  const themes = useThemeSplit();
  const themesPending = themes.data?.reports === 0;
  const percent = (value: number | null | undefined) => (value == null ? '' : `${value}%`);
  const failed = [total, time, tasks, browser, themes].some((query) => query.isError);

  return (
    <section className={styles.section} aria-labelledby="admin-overview">
      <SectionHeader
        id="admin-overview"
        title="Overview"
        description="Averages count verified accounts. Browser and theme figures come from visitors who allowed analytics."
        action={<RefreshButton queryKeys={DASHBOARD_KEYS} />}
      />
      <FiguresAlert message={failed ? SOME_FAILED : null} />
      <StatGrid>
        <StatCard
          label="Total registered"
          caption="verified accounts"
          icon={<UserCheck size={18} />}
          pending={total.isPending}
          error={total.isError ? ADMIN_MESSAGES.totalUsersFailed : null}
          value={total.data && formatNumber(total.data.totalRegistered)}
          testId="stat-total-registered"
        />
        <StatCard
          label="All users"
          caption="every account, unverified included"
          icon={<Users size={18} />}
          pending={total.isPending}
          error={total.isError ? ADMIN_MESSAGES.totalUsersFailed : null}
          value={total.data && formatNumber(total.data.allUsers)}
          testId="stat-all-users"
        />
        <StatCard
          label="Average time in minutes"
          caption="focus time per account"
          icon={<Clock size={18} />}
          pending={time.isPending}
          error={time.isError ? ADMIN_MESSAGES.averageTimeFailed : null}
          value={time.data && formatNumber(time.data.averageTimeInMinutes)}
          testId="stat-average-time"
        />
        <StatCard
          label="Most-used browser"
          caption="reported by most visitors"
          icon={<Globe size={18} />}
          pending={browser.isPending}
          error={browser.isError ? FIGURE_FAILED : null}
          value={browser.data?.browser ?? ADMIN_MESSAGES.collectingData}
          quiet={browser.data?.browser === null}
          testId="stat-most-used-browser"
        />
        <StatCard
          label="Average ongoing tasks"
          caption="open tasks per account"
          icon={<ListTodo size={18} />}
          pending={tasks.isPending}
          error={tasks.isError ? FIGURE_FAILED : null}
          value={tasks.data && formatNumber(tasks.data.avgOngoingTasks)}
          testId="stat-average-ongoing"
        />
        <StatCard
          label="Average completed tasks"
          caption="finished tasks per account"
          icon={<CircleCheck size={18} />}
          pending={tasks.isPending}
          error={tasks.isError ? FIGURE_FAILED : null}
          value={tasks.data && formatNumber(tasks.data.avgCompletedTasks)}
          testId="stat-average-completed"
        />
        <StatCard
          label="Dark mode"
          caption={themeCaption('dark', themes.data?.reports)}
          icon={<Moon size={18} />}
          pending={themes.isPending}
          error={themes.isError ? FIGURE_FAILED : null}
          value={themesPending ? ADMIN_MESSAGES.collectingData : percent(themes.data?.darkPercent)}
          quiet={themesPending}
          testId="stat-dark-mode"
        />
        <StatCard
          label="Light mode"
          caption={themeCaption('light', themes.data?.reports)}
          icon={<Sun size={18} />}
          pending={themes.isPending}
          error={themes.isError ? FIGURE_FAILED : null}
          value={themesPending ? ADMIN_MESSAGES.collectingData : percent(themes.data?.lightPercent)}
          quiet={themesPending}
          testId="stat-light-mode"
        />
      </StatGrid>
    </section>
  );
}
