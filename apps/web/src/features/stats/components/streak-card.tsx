import { MAX_FREEZES_HELD, type Streak } from '@focus-room/core/api/stats';
import { Flame, Snowflake, Trophy } from 'lucide-react';
import { plural } from '../lib/format-figures';
import styles from './streak-card.module.css';

/** Current and best streak of goal days, and the streak freezes held. */
export function StreakCard({ streak }: { streak: Streak }) {
  return (
    <div className={styles.card}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            <Flame size={16} aria-hidden="true" /> Current streak
          </dt>
          <dd data-testid="streak-current">{plural(streak.current, 'day', 'days')}</dd>
        </div>
        <div className={styles.figure}>
          <dt>
            <Trophy size={16} aria-hidden="true" /> Best streak
          </dt>
          <dd data-testid="streak-best">{plural(streak.best, 'day', 'days')}</dd>
        </div>
        <div className={styles.figure}>
          <dt>
            <Snowflake size={16} aria-hidden="true" /> Freezes held
          </dt>
          <dd data-testid="streak-freezes">
            <span className={styles.flakes} aria-hidden="true">
              {Array.from({ length: MAX_FREEZES_HELD }, (_, index) => (
                <Snowflake
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
                  key={index}
                  size={16}
                  className={index < streak.freezesHeld ? styles.held : styles.empty}
                />
              ))}
            </span>
            {streak.freezesHeld} of {MAX_FREEZES_HELD}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {streak.current === 0
          ? 'Meet your daily goal to start a streak.'
          : `${freezeNote(streak)} A freeze covers a missed day by itself, so the streak lives on.`}
      </p>
    </div>
  );
}

function freezeNote(streak: Streak): string {
  if (streak.freezesHeld >= MAX_FREEZES_HELD) return `You hold the most freezes (${MAX_FREEZES_HELD}).`;
  return `${streak.goalDaysToNextFreeze === 1 ? '1 more goal day earns' : `${streak.goalDaysToNextFreeze} more goal days earn`} a freeze.`;
}
