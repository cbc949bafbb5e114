import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './task-form.module.css';

type TaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The form; mounted only while open, so every opening starts from fresh values. */
  children: ReactNode;
};

/** The modal around a task form, for the visitors' list and the signed-in board alike. */
export function TaskDialog({ open, onOpenChange, title, children }: TaskDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {open ? children : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
