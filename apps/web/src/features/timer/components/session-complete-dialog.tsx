import * as Dialog from '@radix-ui/react-dialog';
import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { RunSummary } from '../lib/run-summary';
import styles from './timer-dialog.module.css';

type SessionCompleteDialogProps = {
  summary: RunSummary | null;
  signedIn: boolean;
  onClose: () => void;
};

/**
 * 'Session complete': the summary of a finished run, shown while its final break runs
 * (docs/product-rules.md#pomodoro-cycle).
 */
export function SessionCompleteDialog({ summary, signedIn, onClose }: SessionCompleteDialogProps) {
  const stats = summary
    ? [
        { value: summary.focusMinutes, label: 'Focus minutes' },
        { value: summary.coins, label: 'Coins earned' },
        { value: summary.pomodoros, label: summary.pomodoros === 1 ? 'Pomodoro' : 'Pomodoros' },
      ]
    : [];
  return (
    <Dialog.Root open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${styles.summary}`}>
          <span className={styles.badge} aria-hidden="true">
            <PartyPopper size={28} />
          </span>
          <Dialog.Title className={styles.title}>Session complete</Dialog.Title>
          <Dialog.Description className={styles.description}>
            Great work! Enjoy your break — the timer returns to Pomodoro when it ends.
          </Dialog.Description>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
          {signedIn ? null : (
            <p className={styles.guestNote}>
              <Link to="/login" onClick={onClose}>
                Log in
              </Link>{' '}
              to keep the coins you earn and build your room.
            </p>
          )}
          <div className={styles.actions}>
            <Button onClick={onClose} autoFocus>
              Continue
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
