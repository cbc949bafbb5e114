import type { Streak } from '@focus-room/core/api/stats';
import { MAX_FREEZES_HELD } from '@focus-room/core/api/stats-plain';
import { Flame, Snowflake, Trophy } from 'lucide-react';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import styles from './streak-card.module.css';

/** Current and best streak of goal days, and the streak freezes held. */
export function StreakCard({ streak }: { streak: Streak }) {
  const { t } = useT();
  return (
    <div className={styles.card}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            <Flame size={16} aria-hidden="true" /> {t('stats.streak.current')}
          </dt>
          <dd data-testid="streak-current">{t('stats.streak.days', { count: streak.current })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>
            <Trophy size={16} aria-hidden="true" /> {t('stats.streak.best')}
          </dt>
          <dd data-testid="streak-best">{t('stats.streak.days', { count: streak.best })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>
            <Snowflake size={16} aria-hidden="true" /> {t('stats.streak.freezes')}
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
            {t('stats.streak.freezesHeld', {
              held: formatNumber(streak.freezesHeld),
              max: formatNumber(MAX_FREEZES_HELD),
            })}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {streak.current === 0
          ? t('stats.streak.start')
          : streak.freezesHeld >= MAX_FREEZES_HELD
            ? t('stats.streak.mostFreezes', { max: formatNumber(MAX_FREEZES_HELD) })
            : t('stats.streak.nextFreeze', { days: streak.goalDaysToNextFreeze })}
      </p>
    </div>
  );
}
