import type {
  StatsDaysResponse,
  StatsEstimatesResponse,
  StatsOverviewResponse,
} from '@focus-room/core/api/stats';
import { Grid3x3, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { EstimatesSummary } from './estimates-summary';
import { EstimatesTable } from './estimates-table';
import { FocusHeatmap } from './focus-heatmap';
import { HeatmapTable } from './heatmap-table';
import styles from './stats-panel.module.css';
import { StreakCard } from './streak-card';
import { TodayWeek } from './today-week';
import { WeekChart } from './week-chart';

type StatsPanelViewProps = {
  overview: StatsOverviewResponse;
  days: StatsDaysResponse;
  /** Weeks the heatmap shows (26 on a phone, 52 on a desktop). */
  weeks: number;
  estimates: StatsEstimatesResponse;
  /** The /home panel shows the bias sentence; the full view adds the per-task table. */
  full?: boolean;
};

function Section({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h3 id={id} className={styles.sectionTitle}>
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Everything the statistics panel shows, from figures already read (stats-panel.tsx reads them). */
export function StatsPanelView({ overview, days, weeks, estimates, full = false }: StatsPanelViewProps) {
  const { t } = useT();
  const [asTable, setAsTable] = useState(false);
  const nothingYet = days.days.every((day) => day.focusMinutes === 0);
  return (
    <div className={styles.body}>
      <TodayWeek overview={overview} />
      <Section title={t('stats.section.streak')} id="stats-streak">
        <StreakCard streak={overview.streak} />
      </Section>
      <Section
        title={t('stats.section.heatmap')}
        id="stats-heatmap"
        action={
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {asTable ? <Grid3x3 size={16} aria-hidden="true" /> : <Table2 size={16} aria-hidden="true" />}
            {asTable ? t('stats.heatmap.showHeatmap') : t('stats.heatmap.showTable')}
          </button>
        }
      >
        {nothingYet ? <p className={styles.empty}>{t('stats.heatmap.nothingYet')}</p> : null}
        {asTable ? (
          <HeatmapTable days={days.days} today={days.today} weeks={weeks} firstDay={days.firstDay} />
        ) : (
          <FocusHeatmap days={days.days} today={days.today} weeks={weeks} />
        )}
      </Section>
      <Section title={t('stats.section.chart')} id="stats-chart">
        <WeekChart
          lastDays={overview.lastDays}
          weeks={overview.lastWeeks}
          goalMinutes={overview.goal.kind === 'minutes' ? overview.goal.value : null}
        />
      </Section>
      <Section title={t('stats.section.estimates')} id="stats-estimates">
        <EstimatesSummary estimates={estimates} />
        {full ? <EstimatesTable tasks={estimates.tasks} /> : null}
      </Section>
    </div>
  );
}
