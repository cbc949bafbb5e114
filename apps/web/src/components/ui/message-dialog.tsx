import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { whenIdle } from '../../lib/when-idle';
import type { Message } from './message-dialog-view';

type ShowMessage = (message: Message) => Promise<void>;

const MessageContext = createContext<ShowMessage | null>(null);

// The modal itself (and the Radix dialog code behind it) is a chunk of its own, fetched once the page is
// idle: the shell of every page holds the provider, but no page shows a message at start.
const messageDialogModule = deferredModule(() => import('./message-dialog-view'));

/**
 * The app's alert: a modal with a title, the text and an OK button (the specification's "Error" modal
 * and its alerts). `showMessage` resolves when the user dismisses it, so flows can continue afterwards.
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Message | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);
  // Opened from code, not from a trigger, so Radix has nothing to return focus to: remember it here.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // Mounted from the first message on, so closing keeps Radix's animation and focus handling.
  const view = useDeferredModule(messageDialogModule, useOpenedOnce(current !== null));
  useEffect(() => whenIdle(() => void messageDialogModule.load().catch(() => {})), []);

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
      {view ? (
        <view.MessageDialogView current={current} onClose={close} returnFocusRef={returnFocusRef} />
      ) : null}
    </MessageContext>
  );
}

export function useMessage() {
  const show = useContext(MessageContext);
  if (!show) throw new Error('useMessage needs a MessageProvider');
  return show;
}
