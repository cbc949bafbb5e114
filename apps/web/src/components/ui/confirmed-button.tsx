import { type ReactElement, type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { serverMessageOr } from '../../lib/api-client';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { useMessage } from './message-dialog';

type Outcome = { onSuccess: () => void; onError: (failure: unknown) => void };

type Question = {
  title: string;
  description: string;
  confirmLabel: string;
  /** The confirming button in red: the action takes something away (a membership, a group). */
  danger?: boolean;
  /** Whether the write runs: the dialog stays up and cannot be dismissed meanwhile. */
  busy: boolean;
  /** Sends the write; calls one of `outcome`'s two when it is answered. */
  run: (outcome: Outcome) => void;
};

type ConfirmedDialogProps = Question & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (focus returns to it), when there is one. */
  trigger?: ReactElement;
  /** Where focus goes when it closes, for a dialog opened from code (a menu's item) instead. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The question before an action its taker cannot undo (leaving a group, removing a member, deleting a
 * reported group), asked in the app's confirm dialog; a refused or failed write closes it and says why in
 * the app's Error modal.
 */
export function ConfirmedDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  run,
  ...question
}: ConfirmedDialogProps) {
  const { t } = useT();
  const showMessage = useMessage();
  const confirm = () =>
    run({
      onSuccess: () => onOpenChange(false),
      onError: (failure) => {
        onOpenChange(false);
        void showMessage({
          title: t('common.errorTitle'),
          message: serverMessageOr(failure, t('common.actionFailed')),
        });
      },
    });
  return (
    <ConfirmDialog
      {...question}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
      focus={onCloseAutoFocus ? { onCloseAutoFocus } : undefined}
    />
  );
}

type ConfirmedButtonProps = Question & {
  children: ReactNode;
  variant?: 'ghost' | 'danger';
  size?: 'small';
  /** The label carries a name and may break over lines (Button's `wrap`). */
  wrap?: boolean;
};

/** A button whose action asks first (ConfirmedDialog). */
export function ConfirmedButton({
  children,
  variant = 'ghost',
  size,
  wrap,
  ...question
}: ConfirmedButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmedDialog
      {...question}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} size={size} wrap={wrap}>
          {children}
        </Button>
      }
    />
  );
}
