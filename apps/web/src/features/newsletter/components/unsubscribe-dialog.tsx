import { NEWSLETTER_MESSAGES } from '@focus-room/core/api/newsletter';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../../../components/ui/button';
import styles from './unsubscribe-dialog.module.css';

type UnsubscribeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  /** Focus handling of the page: the dialog is opened from code and its trigger may be gone on close. */
  focus: { onOpenAutoFocus: () => void; onCloseAutoFocus: (event: Event) => void };
};

/** The confirmation of 001 §2 before unsubscribing. It stays open until the request has answered. */
export function UnsubscribeDialog({ open, onOpenChange, onConfirm, busy, focus }: UnsubscribeDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} {...focus}>
          <AlertDialog.Title className={styles.title}>Unsubscribe</AlertDialog.Title>
          <AlertDialog.Description className={styles.text}>
            {NEWSLETTER_MESSAGES.unsubscribeConfirm}
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
              Unsubscribe
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
