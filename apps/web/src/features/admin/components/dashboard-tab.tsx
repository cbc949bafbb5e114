import { CircleCheck, Clock, Globe, ListTodo, Moon, Sun, UserCheck, Users } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { adminKeys } from '../api/admin-keys';
import { useAverageTasks } from '../api/get-average-tasks';
import { useAverageTime } from '../api/get-average-time';
import { useMostUsedBrowser } from '../api/get-most-used-browser';
import { useThemeSplit } from '../api/get-theme-split';
import { useTotalRegistered } from '../api/get-total-registered';
import { formatNumber, formatPercent } from '../lib/format';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { FiguresAlert, StatCard, StatGrid } from './stat-card';

const DASHBOARD_KEYS = [
  adminKeys.totalRegistered,
  adminKeys.averageTime,
  adminKeys.averageTasks,
  adminKeys.mostUsedBrowser,
  adminKeys.themeSplit,
];

/** The Dashboard tab: accounts, focus time, tasks, browsers and themes, all from live data. */
export function DashboardTab() {
  const { t } = useT();
  const total = useTotalRegistered();
  const time = useAverageTime();
  const tasks = useAverageTasks();
  const browser = useMostUsedBrowser();
  const themes = useThemeSplit();
  const themesPending = themes.data?.reports === 0;
  const percent = (value: number | null | undefined) => (value == null ? '' : formatPercent(value));
  const failed = [total, time, tasks, browser, themes].some((query) => query.isError);
  const figureFailed = t('admin.figureFailed');
  const collectingData = t('admin.collectingData');
  const reports = themes.data?.reports;

  return (
    <section className={styles.section} aria-labelledby="admin-overview">
      <SectionHeader
        id="admin-overview"
        title={t('admin.overview.title')}
        description={t('admin.overview.description')}
        action={<RefreshButton queryKeys={DASHBOARD_KEYS} />}
      />
      <FiguresAlert message={failed ? t('admin.overview.someFailed') : null} />
      <StatGrid>
        <StatCard
          label={t('admin.overview.totalRegistered')}
          caption={t('admin.verifiedAccounts')}
          icon={<UserCheck size={18} />}
          pending={total.isPending}
          error={total.isError ? t('admin.overview.totalUsersFailed') : null}
          value={total.data && formatNumber(total.data.totalRegistered)}
          testId="stat-total-registered"
        />
        <StatCard
          label={t('admin.overview.allUsers')}
          caption={t('admin.overview.allUsersCaption')}
          icon={<Users size={18} />}
          pending={total.isPending}
          error={total.isError ? t('admin.overview.totalUsersFailed') : null}
          value={total.data && formatNumber(total.data.allUsers)}
          testId="stat-all-users"
        />
        <StatCard
          label={t('admin.overview.averageTime')}
          caption={t('admin.overview.averageTimeCaption')}
          icon={<Clock size={18} />}
          pending={time.isPending}
          error={time.isError ? t('admin.overview.averageTimeFailed') : null}
          value={time.data && formatNumber(time.data.averageTimeInMinutes)}
          testId="stat-average-time"
        />
        <StatCard
          label={t('admin.overview.browser')}
          caption={t('admin.overview.browserCaption')}
          icon={<Globe size={18} />}
          pending={browser.isPending}
          error={browser.isError ? figureFailed : null}
          value={browser.data?.browser ?? collectingData}
          quiet={browser.data?.browser === null}
          testId="stat-most-used-browser"
        />
        <StatCard
          label={t('admin.overview.ongoingTasks')}
          caption={t('admin.overview.ongoingTasksCaption')}
          icon={<ListTodo size={18} />}
          pending={tasks.isPending}
          error={tasks.isError ? figureFailed : null}
          value={tasks.data && formatNumber(tasks.data.avgOngoingTasks)}
          testId="stat-average-ongoing"
        />
        <StatCard
          label={t('admin.overview.completedTasks')}
          caption={t('admin.overview.completedTasksCaption')}
          icon={<CircleCheck size={18} />}
          pending={tasks.isPending}
          error={tasks.isError ? figureFailed : null}
          value={tasks.data && formatNumber(tasks.data.avgCompletedTasks)}
          testId="stat-average-completed"
        />
        <StatCard
          label={t('admin.overview.darkMode')}
          caption={
            reports
              ? t('admin.overview.darkCaption', { count: reports })
              : t('admin.overview.darkCaptionNoReports')
          }
          icon={<Moon size={18} />}
          pending={themes.isPending}
          error={themes.isError ? figureFailed : null}
          value={themesPending ? collectingData : percent(themes.data?.darkPercent)}
          quiet={themesPending}
          testId="stat-dark-mode"
        />
        <StatCard
          label={t('admin.overview.lightMode')}
          caption={
            reports
              ? t('admin.overview.lightCaption', { count: reports })
              : t('admin.overview.lightCaptionNoReports')
          }
          icon={<Sun size={18} />}
          pending={themes.isPending}
          error={themes.isError ? figureFailed : null}
          value={themesPending ? collectingData : percent(themes.data?.lightPercent)}
          quiet={themesPending}
          testId="stat-light-mode"
        />
      </StatGrid>
    </section>
  );
}
