import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import styles from './timer-panel.module.css';

/**
 * In place of the own controls while the timer follows a group session (docs/product-rules.md#focus-together):
 * which group, and a way to leave. The timer returns to its own once the group's answer no longer lists
 * the member in the session.
 */
export function GroupFollowNote(props: {
  groupName: string;
  href?: string;
  paused: boolean;
  leaving: boolean;
  onLeave?: () => void;
}) {
  const { t } = useT();
  const title = t('timer.follow.with', { group: props.groupName });
  return (
    <div className={styles.follow} data-testid="timer-follows-group">
      <p className={styles.followTitle}>
        <Users size={18} aria-hidden="true" />
        {props.href ? <a href={props.href}>{title}</a> : title}
      </p>
      <p className={styles.followNote}>{props.paused ? t('timer.follow.paused') : t('timer.follow.note')}</p>
      {props.onLeave && (
        <Button variant="secondary" disabled={props.leaving} onClick={props.onLeave}>
          {t('timer.follow.leave')}
        </Button>
      )}
    </div>
  );
}
