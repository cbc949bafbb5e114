import type { StatsFigures, StatsOverviewResponse } from '@focus-room/core/api/stats';
import { CircleCheck, Coins, Hourglass, Timer } from 'lucide-react';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatMinutes, goalUnit, plural } from '../lib/format-figures';
import { GoalRing } from './goal-ring';
import styles from './today-week.module.css';

function Figures({ figures, prefix }: { figures: StatsFigures; prefix: string }) {
  return (
    <dl className={styles.figures}>
      <StatTile compact icon={<Hourglass size={14} />} label="Focus" testId={`${prefix}-minutes`}>
        {formatMinutes(figures.focusMinutes)}
      </StatTile>
      <StatTile compact icon={<Timer size={14} />} label="Pomodoros" testId={`${prefix}-pomodoros`}>
        {figures.pomodoros}
      </StatTile>
      <StatTile compact icon={<Coins size={14} />} label="Coins" testId={`${prefix}-coins`}>
        {figures.coinsEarned}
      </StatTile>
      <StatTile compact icon={<CircleCheck size={14} />} label="Tasks done" testId={`${prefix}-tasks`}>
        {figures.tasksFinished}
      </StatTile>
    </dl>
  );
}

/** Today against the daily goal (the ring), and this week's totals with the days the goal was met. */
export function TodayWeek({ overview }: { overview: StatsOverviewResponse }) {
  const { goal, today, thisWeek: week } = overview;
  // A week is measured against seven daily goals.
  const weekGoal = { kind: goal.kind, value: goal.value * 7 };
  return (
    <div className={styles.layout}>
      <section className={styles.block} aria-labelledby="stats-today">
        <h3 id="stats-today" className={styles.heading}>
          Today
        </h3>
        <div className={styles.today}>
          <GoalRing goal={goal} figures={today} label="Today's goal" testId="goal-ring" />
          <p className={styles.goalText}>Daily goal: {goalUnit(goal, goal.value)}</p>
        </div>
        <Figures figures={today} prefix="today" />
      </section>
      <section className={styles.block} aria-labelledby="stats-week">
        <h3 id="stats-week" className={styles.heading}>
          This week
        </h3>
        <div className={styles.today}>
          <GoalRing goal={weekGoal} figures={week} label="This week's goal" testId="week-ring" />
          <p className={styles.goalText}>
            Weekly: {goalUnit(goal, weekGoal.value)}
            <br />
            <span data-testid="week-goal-days">
              Goal met on <strong>{plural(week.goalDays, 'day', 'days')}</strong>
            </span>
          </p>
        </div>
        <Figures figures={week} prefix="week" />
      </section>
    </div>
  );
}
