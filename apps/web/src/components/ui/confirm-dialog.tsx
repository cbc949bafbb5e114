import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactElement } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import styles from './dialog.module.css';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The confirm button's label while the request runs. */
  busyLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  danger?: boolean;
  /** The button that opens it, when there is one; dialogs opened from code pass `focus` instead. */
  trigger?: ReactElement;
  focus?: { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };
  /** A layer of its own (--dialog-layer), e.g. over the mobile full-screen profile view. */
  overlayClassName?: string;
  contentClassName?: string;
};

/**
 * "Are you sure?" before an action that cannot be undone. An alert dialog: Cancel has the first focus,
 * so Enter never confirms by accident. It stays open (and cannot be dismissed) while the request runs,
 * and after a failure, so the user can try again or cancel.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  danger = false,
  trigger,
  focus,
  overlayClassName,
  contentClassName,
}: ConfirmDialogProps) {
  const { t } = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={[styles.overlay, overlayClassName].filter(Boolean).join(' ')} />
        <AlertDialog.Content
          className={[styles.content, styles.small, contentClassName].filter(Boolean).join(' ')}
          {...focus}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.text}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the answer is known. */}
            <Button
              variant={danger ? 'danger' : 'primary'}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
