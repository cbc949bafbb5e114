import * as Dialog from '@radix-ui/react-dialog';
import { PartyPopper } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { MessageLink, Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import type { RunSummary } from '../lib/run-summary';
import { PomodoroCreditNote } from './pomodoro-credit-note';
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
  const { t } = useT();
  const stats = summary
    ? [
        { value: summary.focusMinutes, label: t('timer.summary.focusMinutes') },
        { value: summary.coins, label: t('timer.summary.coins') },
        { value: summary.pomodoros, label: t('timer.summary.pomodoros', { count: summary.pomodoros }) },
      ]
    : [];
  return (
    <Dialog.Root open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogFrame size="small" className={styles.summary}>
        <span className={styles.badge} aria-hidden="true">
          <PartyPopper size={28} />
        </span>
        <Dialog.Title className={styles.title}>{t('timer.summary.title')}</Dialog.Title>
        <Dialog.Description className={styles.description}>
          {t('timer.summary.description')}
        </Dialog.Description>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        {summary && signedIn ? <PomodoroCreditNote runEndedAt={summary.at} /> : null}
        {signedIn ? null : (
          <p className={styles.guestNote}>
            <Trans
              id="timer.summary.guestNote"
              components={{ 0: <MessageLink href="/login" onClick={onClose} /> }}
            />
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={onClose} autoFocus>
            {t('timer.summary.continue')}
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
