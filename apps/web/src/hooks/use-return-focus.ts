import { type RefObject, useCallback, useRef } from 'react';

/** Focuses `element` if it is still in the page and can take focus; false otherwise. */
export function focusIfUsable(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) return false;
  if (element instanceof HTMLButtonElement && element.disabled) return false;
  element.focus();
  return document.activeElement === element;
}

/**
 * Radix returns focus to a Dialog.Trigger on close. Dialogs opened from code (a flow, a prompt, a page)
 * have none, so focus would fall to <body> and a keyboard user would lose their place: this remembers the
 * element that had focus when the dialog opened, and goes to `fallback` when that element is gone or
 * disabled by then. Spread the handlers onto Dialog.Content / AlertDialog.Content.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const previous = useRef<Element | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves focus into the dialog, so this is still the element that opened it.
    previous.current = document.activeElement;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      const element = previous.current;
      previous.current = null;
      if (focusIfUsable(element) || focusIfUsable(fallback?.current)) event.preventDefault();
    },
    [fallback],
  );
  return { onOpenAutoFocus, onCloseAutoFocus };
}
