import { useCallback, useRef } from 'react';

/** Focuses `element` if it is still in the page and can take focus; false otherwise. */
export function focusIfUsable(element: Element | null): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element instanceof HTMLButtonElement && element.disabled) return false;
  element.focus();
  return document.activeElement === element;
}

/**
 * Radix returns focus to a Dialog.Trigger on close; these dialogs are opened by the upgrade flow instead,
 * so without this focus would fall to <body> and a keyboard user would lose their place. Spread the
 * handlers onto Dialog.Content.
 */
export function useReturnFocus() {
  const previous = useRef<Element | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves focus into the dialog, so this is still the element that opened it.
    previous.current = document.activeElement;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    if (focusIfUsable(previous.current)) event.preventDefault();
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
