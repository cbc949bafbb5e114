import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type AppEventName, listenAppEvent } from '../lib/app-events';

/**
 * Re-reads `queryKey` whenever one of the app `events` fires, and when the tab becomes visible again
 * (coins may have been earned in another tab, or the timer ran while this one slept). The app turns
 * refetchOnWindowFocus off globally, so this is where these figures stay fresh.
 */
export function useRefreshOn(events: readonly AppEventName[], queryKey: QueryKey, enabled = true) {
  const queryClient = useQueryClient();
  // Kept in a ref so callers may pass inline arrays without re-subscribing on every render.
  const latest = useRef({ events, queryKey });
  latest.current = { events, queryKey };
  const eventList = events.join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: eventList stands for the events array
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: latest.current.queryKey });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const stops = latest.current.events.map((name) => listenAppEvent(name, refresh));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const stop of stops) stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, eventList, queryClient]);
}
