import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange, { once: true });
  return () => window.removeEventListener('load', onChange);
}

/**
 * True once the page's load event has passed: a third-party frame mounted then never delays it. False in
 * the prerendered HTML and while hydrating it (the server snapshot), so both draw the same markup.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
