import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog is mounted then and stays mounted, so
 * its close (animation, focus handed back) runs like any other dialog's.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set while rendering (React re-renders at once, before committing).
  if (open && !opened) setOpened(true);
  return opened || open;
}
