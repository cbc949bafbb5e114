import { Coffee, Coins, ListChecks, Timer, TimerReset, Trophy } from 'lucide-react';
import { adminKeys } from '../api/admin-keys';
import { useAnalytics } from '../api/get-analytics';
import { formatNumber } from '../lib/format';
import { LoginFrequency } from './login-frequency';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { FiguresAlert, StatCard, StatGrid } from './stat-card';

const FAILED = 'Failed to load analytics';
const SOME_FAILED = 'The session figures could not be loaded. Use Refresh to try again.';

/**
 * The Analytics tab: session figures computed from real data, and login frequency
 * (docs/product-rules.md#admin-analytics).
 */
export function AnalyticsTab() {
  const analytics = useAnalytics();
  const data = analytics.data;
  const common = { pending: analytics.isPending, error: analytics.isError ? FAILED : null };
  const minutes = (value: number) => `${formatNumber(value)} min`;

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="admin-analytics">
        <SectionHeader
          id="admin-analytics"
          title="Sessions and coins"
          description="Sessions, focus, breaks and todos count only signed-in users who allowed analytics in their cookie preferences (a session is one finished focus period, pomodoro or countdown, since the start). Coin figures count every verified account."
          action={<RefreshButton queryKeys={[adminKeys.analytics]} />}
        />
        <FiguresAlert message={analytics.isError ? SOME_FAILED : null} />
        <StatGrid columns={3}>
          <StatCard
            {...common}
            label="Sessions"
            caption="finished focus periods of users who allowed analytics"
            icon={<Timer size={18} />}
            value={data && formatNumber(data.sessions)}
            testId="stat-sessions"
          />
          <StatCard
            {...common}
            label="Focus"
            caption="average minutes per session"
            icon={<TimerReset size={18} />}
            value={data && minutes(data.averageFocusMinutes)}
            testId="stat-focus"
          />
          <StatCard
            {...common}
            label="Break"
            caption="average minutes per break"
            icon={<Coffee size={18} />}
            value={data && minutes(data.averageBreakMinutes)}
            testId="stat-break"
          />
          <StatCard
            {...common}
            label="Todos"
            caption="tasks finished per session"
            icon={<ListChecks size={18} />}
            value={data && formatNumber(data.todosPerSession)}
            testId="stat-todos"
          />
          <StatCard
            {...common}
            label="Average coins"
            caption="mean coin balance of verified accounts"
            icon={<Coins size={18} />}
            value={data && formatNumber(data.averageCoins)}
            testId="stat-average-coins"
          />
          <StatCard
            {...common}
            label="Highest coins"
            caption="largest coin balance of a verified account"
            icon={<Trophy size={18} />}
            value={data && formatNumber(data.highestCoins)}
            testId="stat-highest-coins"
          />
        </StatGrid>
      </section>
      <LoginFrequency />
    </div>
  );
}
