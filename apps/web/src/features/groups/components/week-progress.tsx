import type { GroupCard } from '@focus-room/core/api/groups';
import { Trophy } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import styles from './groups.module.css';

/** The weekly goal's progress and, once reached, its badge (docs/product-rules.md#weekly-group-goal). */
export function WeekProgress({ group }: { group: GroupCard }) {
  const { t } = useT();
  const label = t('groups.week.label', { minutes: group.week.minutes, goal: group.week.goalMinutes });
  return (
    <div className={styles.row}>
      <meter
        className={styles.meter}
        min={0}
        max={group.week.goalMinutes}
        value={Math.min(group.week.minutes, group.week.goalMinutes)}
        aria-label={label}
      />
      <span className={styles.lead}>{label}</span>
      {group.week.reached && (
        <span className={styles.badge} data-testid="goal-badge">
          <Trophy size={14} aria-hidden="true" /> {t('groups.week.reachedBadge')}
        </span>
      )}
    </div>
  );
}
