import type { TimerView } from '@focus-room/core/timer/view';
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
  /** The timer as it is now: the final break's countdown is shown here, since the dialog covers the panel. */
  view: TimerView;
  signedIn: boolean;
  onStartNext: () => void;
  onClose: () => void;
};

/** 'Start next pomodoro' is offered while the final break runs and once the run is back on the idle pomodoro. */
export const canStartNext = (view: TimerView): boolean =>
  view.mode === 'pomodoro' && (view.isFinalBreak || (!view.isRunning && !view.isPaused));

/**
 * 'Session complete': the summary of a finished run, shown while its final break runs, with the break's
 * countdown and the offer to keep going (docs/product-rules.md#pomodoro-cycle).
 */
export function SessionCompleteDialog({
  summary,
  view,
  signedIn,
  onStartNext,
  onClose,
}: SessionCompleteDialogProps) {
  const { t } = useT();
  // A 0-minute break has ended before the dialog opens: no "Enjoy your break" then.
  const onBreak = view.mode === 'pomodoro' && view.isFinalBreak && view.remainingSeconds > 0;
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
          {t(onBreak ? 'timer.summary.description' : 'timer.summary.descriptionNoBreak')}
        </Dialog.Description>
        {onBreak ? (
          <p className={styles.breakClock} data-testid="summary-break-clock">
            {t('timer.summary.breakLeft')} <span role="timer">{view.display}</span>
          </p>
        ) : null}
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
          <Button variant="secondary" onClick={onClose} autoFocus>
            {t('timer.summary.done')}
          </Button>
          {canStartNext(view) ? (
            <Button onClick={onStartNext} aria-describedby={onBreak ? 'summary-next-note' : undefined}>
              {t('timer.summary.startNext')}
            </Button>
          ) : null}
        </div>
        {onBreak && canStartNext(view) ? (
          <p id="summary-next-note" className={styles.nextNote}>
            {t('timer.summary.startNextAfterBreak')}
          </p>
        ) : null}
      </DialogFrame>
    </Dialog.Root>
  );
}
