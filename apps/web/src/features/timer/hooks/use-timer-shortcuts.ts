import { useEffect, useRef } from 'react';
import { shortcutAction } from '../lib/shortcuts';

// Radix marks open dialogs with data-state="open"; the alert dialog of the app uses role=alertdialog.
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** Space starts or pauses, R resets; see shortcutAction for when they stay out of the way. */
export function useTimerShortcuts(handlers: { toggle: () => void; reset: () => void }) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutAction({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        repeat: event.repeat,
        defaultPrevented: event.defaultPrevented,
        targetTag: target?.tagName.toLowerCase() ?? '',
        targetEditable: target?.isContentEditable ?? false,
        targetRole: target?.getAttribute('role') ?? null,
        dialogOpen: document.querySelector(OPEN_DIALOG) !== null,
      });
      if (!action) return;
      // Space would otherwise scroll the page.
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
