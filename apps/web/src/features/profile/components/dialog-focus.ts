import type { RefObject } from 'react';

export type DialogFocusProps = { onCloseAutoFocus?: (event: Event) => void };

/**
 * Where focus goes when a profile dialog closes. Radix returns it to what was focused when the dialog
 * opened, but a dialog opened from the dropdown was opened from a menu item that is gone by then.
 */
export function returnFocusTo(ref: RefObject<HTMLElement | null>): DialogFocusProps['onCloseAutoFocus'] {
  return (event) => {
    const target = ref.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
