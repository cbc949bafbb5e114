import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fragmentTarget, type Location } from './history';
import { useLocation, useNavigationType } from './router';

const STORAGE_KEY = 'scrollPositions';

function readSaved(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll positions as the browser keeps them between documents, for the app's own navigations: a new
 * page starts at the top (or at its #fragment), Back and Forward return to where the page was left, and
 * a reload keeps the position (saved per history entry in session storage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const { action, preventScrollReset } = useNavigationType();
  // Positions per entry key, read from session storage once; changed in place, never re-rendered.
  const [positions] = useState(readSaved);
  const shown = useRef<Location | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // The position of the entry on screen, recorded as the user scrolls.
    const record = () => {
      if (shown.current) positions[shown.current.key] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions last for this document only.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = previous;
    };
  }, [positions]);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    // A move to another entry of the page on screen that only changed the #fragment: one the browser made
    // (a skip link, an in-page anchor) or Back over one. A link to the page on screen is a push instead.
    const fragmentMove =
      action === 'pop' && previous?.pathname === location.pathname && previous.search === location.search;
    const target = fragmentTarget(location.hash);
    // The page stays where the browser put it, or goes to the fragment's element. Entries the browser
    // made for a fragment carry none of our state, so a saved position would be another entry's.
    if (fragmentMove) {
      if (target) target.scrollIntoView();
      return;
    }
    // Only an entry shown before has a position: Back, Forward, a reload. A new entry has a new key.
    const saved = positions[location.key];
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first page of a document keeps what the browser did (its own #fragment scroll).
    if (!previous) return;
    if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, action, preventScrollReset, positions]);

  return null;
}
