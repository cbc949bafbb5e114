import { useEffect, useSyncExternalStore } from 'react';

// The Spotify tip is shown once on a page (docs/product-rules.md#music): the /home banner when there is
// one, else the line in the music box. Dismissing either dismisses it for the page view.
type TipState = { dismissed: boolean; banners: number };

let state: TipState = { dismissed: false, banners: 0 };
const listeners = new Set<() => void>();

const update = (change: (current: TipState) => TipState) => {
  state = change(state);
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export function useSpotifyTip() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    dismissed: current.dismissed,
    /** A banner on the page carries the tip: the music box leaves it out. */
    bannerShown: current.banners > 0,
    dismiss: () => update((s) => ({ ...s, dismissed: true })),
  };
}

/** Called by the banner while it is on the page. */
export function useSpotifyTipBanner(shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    update((s) => ({ ...s, banners: s.banners + 1 }));
    return () => update((s) => ({ ...s, banners: s.banners - 1 }));
  }, [shown]);
}

/** Tests start from a fresh page view. */
export function resetSpotifyTip() {
  state = { dismissed: false, banners: 0 };
}
