import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { useReturnFocus } from '../../hooks/use-return-focus';
import { DialogFrame, dialogStyles } from '../ui/dialog-frame';
import styles from './task-form.module.css';

type TaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The form; mounted only while open, so every opening starts from fresh values. */
  children: ReactNode;
  /** Takes focus on close when the control that opened the dialog is gone. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
};

/** The modal around a task form, for the visitors' list and the signed-in board alike. */
export function TaskDialog({ open, onOpenChange, title, children, returnFocusTo }: TaskDialogProps) {
  // Opened from code (no Dialog.Trigger): on close, focus goes back to the control that opened it. The
  // form has no autoFocus of its own: Radix focuses its first field (Task Name) after noting the opener.
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame aria-describedby={undefined} {...returnFocus}>
        <Dialog.Title className={[dialogStyles.title, styles.title].join(' ')}>{title}</Dialog.Title>
        {open ? children : null}
      </DialogFrame>
    </Dialog.Root>
  );
}
