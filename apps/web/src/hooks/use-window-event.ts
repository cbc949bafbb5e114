import { useEffect, useRef } from 'react';

/**
 * Listens to one of the browser's own window events (storage, resize, …) for the component's lifetime,
 * always calling the latest handler. The app's own events go through useAppEvent (lib/app-events.ts).
 */
export function useWindowEvent<K extends keyof WindowEventMap>(
  name: K,
  handler: (event: WindowEventMap[K]) => void,
) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: WindowEventMap[K]) => latest.current(event);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
