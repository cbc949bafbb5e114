import type { StatsFigures, StatsOverviewResponse } from '@focus-room/core/api/stats';
import { CircleCheck, Coins, Hourglass, Timer } from 'lucide-react';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatNumber } from '../../../i18n/format';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { formatMinutes } from '../lib/format-figures';
import { GoalRing } from './goal-ring';
import styles from './today-week.module.css';

function Figures({ figures, prefix }: { figures: StatsFigures; prefix: string }) {
  const { t } = useT();
  return (
    <dl className={styles.figures}>
      <StatTile
        compact
        icon={<Hourglass size={14} />}
        label={t('stats.figures.focus')}
        testId={`${prefix}-minutes`}
      >
        {formatMinutes(figures.focusMinutes)}
      </StatTile>
      <StatTile
        compact
        icon={<Timer size={14} />}
        label={t('stats.figures.pomodoros')}
        testId={`${prefix}-pomodoros`}
      >
        {formatNumber(figures.pomodoros)}
      </StatTile>
      <StatTile
        compact
        icon={<Coins size={14} />}
        label={t('stats.figures.coins')}
        testId={`${prefix}-coins`}
      >
        {formatNumber(figures.coinsEarned)}
      </StatTile>
      <StatTile
        compact
        icon={<CircleCheck size={14} />}
        label={t('stats.figures.tasks')}
        testId={`${prefix}-tasks`}
      >
        {formatNumber(figures.tasksFinished)}
      </StatTile>
    </dl>
  );
}

/** Today against the daily goal (the ring), and this week's totals with the days the goal was met. */
export function TodayWeek({ overview }: { overview: StatsOverviewResponse }) {
  const { t } = useT();
  const { goal, today, thisWeek: week } = overview;
  // A week is measured against seven daily goals.
  const weekGoal = { kind: goal.kind, value: goal.value * 7 };
  return (
    <div className={styles.layout}>
      <section className={styles.block} aria-labelledby="stats-today">
        <h3 id="stats-today" className={styles.heading}>
          {t('stats.today.title')}
        </h3>
        <div className={styles.today}>
          <GoalRing goal={goal} figures={today} label={t('stats.today.ring')} testId="goal-ring" />
          <p className={styles.goalText}>{t('stats.today.goal', { kind: goal.kind, goal: goal.value })}</p>
        </div>
        <Figures figures={today} prefix="today" />
      </section>
      <section className={styles.block} aria-labelledby="stats-week">
        <h3 id="stats-week" className={styles.heading}>
          {t('stats.week.title')}
        </h3>
        <div className={styles.today}>
          <GoalRing goal={weekGoal} figures={week} label={t('stats.week.ring')} testId="week-ring" />
          <p className={styles.goalText}>
            {t('stats.week.goal', { kind: goal.kind, goal: weekGoal.value })}
            <br />
            <span data-testid="week-goal-days">
              <Trans
                id="stats.week.goalDays"
                values={{ days: week.goalDays }}
                components={{ 0: <strong /> }}
              />
            </span>
          </p>
        </div>
        <Figures figures={week} prefix="week" />
      </section>
    </div>
  );
}
