import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { serverMessageOr } from '../../lib/api-client';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { useMessage } from './message-dialog';

type Outcome = { onSuccess: () => void; onError: (failure: unknown) => void };

type ConfirmedButtonProps = {
  children: ReactNode;
  variant?: 'ghost' | 'danger';
  size?: 'small';
  /** The label carries a name and may break over lines (Button's `wrap`). */
  wrap?: boolean;
  /** The confirming button in red: the action takes something away (a membership, a group). */
  danger?: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Whether the write runs: the dialog stays up and cannot be dismissed meanwhile. */
  busy: boolean;
  /** Sends the write; calls one of `outcome`'s two when it is answered. */
  run: (outcome: Outcome) => void;
};

/**
 * An action its taker cannot undo (leaving a group, removing a member, deleting a reported group): the
 * button asks first in the app's confirm dialog, and a refused or failed write closes it and says why in
 * the app's Error modal.
 */
export function ConfirmedButton({
  children,
  variant = 'ghost',
  size,
  wrap,
  danger = false,
  title,
  description,
  confirmLabel,
  busy,
  run,
}: ConfirmedButtonProps) {
  const { t } = useT();
  const showMessage = useMessage();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    run({
      onSuccess: () => setOpen(false),
      onError: (failure) => {
        setOpen(false);
        void showMessage({
          title: t('common.errorTitle'),
          message: serverMessageOr(failure, t('common.actionFailed')),
        });
      },
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={confirm}
      danger={danger}
      trigger={
        <Button variant={variant} size={size} wrap={wrap}>
          {children}
        </Button>
      }
    />
  );
}
