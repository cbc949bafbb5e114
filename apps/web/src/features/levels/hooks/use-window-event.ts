import { useEffect, useRef } from 'react';

/** Listens to a window event for the component's lifetime, always calling the latest handler. */
export function useWindowEvent(name: string, handler: (event: Event) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => latest.current(event);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
