import { ChartNoAxesColumn } from 'lucide-react';
import { memo } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useDeferredFirstValue } from '../../../hooks/use-deferred-first-value';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useRefreshOn } from '../../../hooks/use-refresh-on';
import { useT } from '../../../i18n/use-t';
import type { AppEventName } from '../../../lib/app-events';
import { useSession } from '../../../lib/session/session-context';
import { useStatsDays } from '../api/get-stats-days';
import { useStatsEstimates } from '../api/get-stats-estimates';
import { useStatsOverview } from '../api/get-stats-overview';
import { statsKeys } from '../api/stats-keys';
import styles from './stats-panel.module.css';
import { StatsPanelSkeleton } from './stats-panel-skeleton';
import { StatsPanelView } from './stats-panel-view';

// Memoised: a refetch that brings the same figures (structurally shared) does not draw the panel again.
const MemoStatsPanelView = memo(StatsPanelView);

/** 26 weeks fit a phone, 52 a desktop (docs/product-rules.md#statistics). */
export const PHONE_WEEKS = 26;
export const DESKTOP_WEEKS = 52;
export const DESKTOP_QUERY = '(min-width: 720px)';

// Focus, coins, pomodoros and finished tasks all move the figures (docs/product-rules.md#refresh-events).
const STATS_EVENTS: readonly AppEventName[] = [
  'coinUpdate',
  'statsUpdate',
  'pomodoroCompleted',
  'taskCompletionUpdate',
];

type StatsPanelProps = {
  /** The full view (/statistics) adds the per-task estimates; the /home panel links to it. */
  full?: boolean;
};

/**
 * The statistics panel: reads the overview, the heatmap's days and the estimates and keeps them fresh on the
 * refresh events. The pages that show it save the browser's time zone beside it (time-zone-sync.tsx).
 */
export function StatsPanel({ full = false }: StatsPanelProps) {
  const { t } = useT();
  const { status } = useSession();
  const enabled = status === 'signed-in';
  const weeks = useMediaQuery(DESKTOP_QUERY) ? DESKTOP_WEEKS : PHONE_WEEKS;
  useRefreshOn(STATS_EVENTS, statsKeys.all, enabled);
  const overview = useStatsOverview(enabled);
  const days = useStatsDays(weeks, enabled);
  const estimates = useStatsEstimates(enabled);
  const failed = [overview, days, estimates].find((query) => query.isError && !query.data);
  // Drawing the panel (up to 364 heatmap cells, the chart) is the largest render of /home: its first draw
  // comes in a task of its own after the answers' (the skeleton shows until then), not in the task that
  // applies the last answer together with everything else it changed.
  const overviewData = overview.data;
  const daysData = days.data;
  const estimatesData = estimates.data;
  const { value: allAnswered } = useDeferredFirstValue(
    overviewData && daysData && estimatesData ? true : undefined,
  );

  let content = <StatsPanelSkeleton />;
  if (failed)
    content = (
      <LoadError
        message={t('stats.panel.loadFailed')}
        retrying={failed.isFetching}
        onRetry={() => {
          for (const query of [overview, days, estimates]) if (query.isError) void query.refetch();
        }}
      />
    );
  else if (allAnswered && overviewData && daysData && estimatesData)
    content = (
      <MemoStatsPanelView
        overview={overviewData}
        days={daysData}
        weeks={weeks}
        estimates={estimatesData}
        full={full}
      />
    );

  return (
    <section
      className={full ? styles.panel : `${styles.panel} ${styles.card}`}
      aria-labelledby="stats-panel-title"
      data-testid="stats-panel"
    >
      <div className={styles.head}>
        {full ? (
          <h1 id="stats-panel-title" className={styles.pageTitle}>
            {t('stats.panel.pageTitle')}
          </h1>
        ) : (
          <h2 id="stats-panel-title" className={styles.title}>
            {t('stats.panel.title')}
          </h2>
        )}
        {full ? null : (
          <ButtonLink to="/statistics" variant="secondary" size="small">
            <ChartNoAxesColumn size={16} aria-hidden="true" /> {t('stats.panel.allStatistics')}
          </ButtonLink>
        )}
      </div>
      {content}
    </section>
  );
}
