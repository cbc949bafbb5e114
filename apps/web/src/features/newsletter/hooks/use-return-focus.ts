import { type RefObject, useCallback, useRef } from 'react';

/**
 * The newsletter dialogs are opened from code (the prompt, the footer, the page), not from a
 * Dialog.Trigger, so Radix has nothing to give focus back to on close: remember the element that had it.
 * When a subscription change has removed that element, focus goes to `fallback` instead of <body>.
 * Spread the handlers onto Dialog.Content / AlertDialog.Content.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const previous = useRef<Element | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    previous.current = document.activeElement;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      const element = previous.current;
      previous.current = null;
      const target =
        element instanceof HTMLElement && element.isConnected && element !== document.body
          ? element
          : fallback?.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
    [fallback],
  );
  return { onOpenAutoFocus, onCloseAutoFocus };
}
