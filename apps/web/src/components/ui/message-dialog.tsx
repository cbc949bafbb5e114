import * as Dialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import styles from './message-dialog.module.css';

type Message = { title: string; message: string; okLabel?: string };
type ShowMessage = (message: Message) => Promise<void>;

const MessageContext = createContext<ShowMessage | null>(null);

/**
 * The app's alert: a modal with a title, the text and an OK button (the specification's "Error" modal
 * and its alerts). `showMessage` resolves when the user dismisses it, so flows can continue afterwards.
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const [current, setCurrent] = useState<Message | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);
  // Opened from code, not from a trigger, so Radix has nothing to return focus to: remember it here.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const showMessage = useCallback<ShowMessage>((message) => {
    resolveRef.current?.();
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusRef.current = document.activeElement;
    }
    setCurrent(message);
    return new Promise<void>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const close = () => {
    setCurrent(null);
    resolveRef.current?.();
    resolveRef.current = null;
  };

  return (
    <MessageContext value={showMessage}>
      {children}
      <Dialog.Root open={current !== null} onOpenChange={(open) => !open && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.content}
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
              <Button onClick={close} autoFocus>
                {current?.okLabel ?? t('common.ok')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </MessageContext>
  );
}

export function useMessage() {
  const show = useContext(MessageContext);
  if (!show) throw new Error('useMessage needs a MessageProvider');
  return show;
}
