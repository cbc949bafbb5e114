import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { DialogFrame, dialogStyles as styles } from './dialog-frame';

export type Message = { title: string; message: string; okLabel?: string };

type MessageDialogViewProps = {
  current: Message | null;
  onClose: () => void;
  /** Opened from code, not from a trigger, so Radix has nothing to return focus to: the provider keeps it. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** The modal of MessageProvider (message-dialog.tsx), in a chunk of its own: no page shows it at start. */
export function MessageDialogView({ current, onClose, returnFocusRef }: MessageDialogViewProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={current !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        size="small"
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef.current;
          returnFocusRef.current = null;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <Dialog.Title className={styles.title}>{current?.title}</Dialog.Title>
        <Dialog.Description className={styles.text}>{current?.message}</Dialog.Description>
        <div className={styles.actions}>
          <Button onClick={onClose} autoFocus>
            {current?.okLabel ?? t('common.ok')}
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
