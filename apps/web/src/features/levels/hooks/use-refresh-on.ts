import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Re-reads `queryKey` whenever one of the window `events` fires, and when the tab becomes visible again
 * (coins may have been earned in another tab, or the timer ran while this one slept). The app turns
 * refetchOnWindowFocus off globally, so this is where these figures stay fresh.
 */
export function useRefreshOn(events: readonly string[], queryKey: QueryKey, enabled = true) {
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
    const names = latest.current.events;
    for (const name of names) window.addEventListener(name, refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const name of names) window.removeEventListener(name, refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, eventList, queryClient]);
}
