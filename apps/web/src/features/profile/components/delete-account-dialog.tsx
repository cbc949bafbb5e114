import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactElement } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './profile-dialog.module.css';

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
  /** The Settings modal's Delete Account button. */
  trigger: ReactElement;
};

/**
 * 001 §2 Delete confirm modal. An alert dialog: Cancel has the first focus, so Enter never deletes by
 * accident. It stays open while the call runs, and when it fails (the Error modal explains), so the user
 * can try again or cancel.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
  trigger,
}: DeleteAccountDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{ACCOUNT_MESSAGES.confirmTitle}</AlertDialog.Title>
          <AlertDialog.Description className={styles.text}>
            {ACCOUNT_MESSAGES.confirmText}
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the answer is known. */}
            <Button
              className={styles.dangerButton}
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending}
            >
              {pending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
