import { useEffect, useLayoutEffect, useRef } from 'react';
import { fragmentTarget } from './history';
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
  const positions = useRef<Record<string, number> | null>(null);
  const shownKey = useRef<string | null>(null);
  const shownPage = useRef<string | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    positions.current ??= readSaved();
    // The position of the entry on screen, recorded as the user scrolls.
    const record = () => {
      if (shownKey.current !== null && positions.current)
        positions.current[shownKey.current] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
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
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readSaved();
    const first = shownKey.current === null;
    const page = location.pathname + location.search;
    // A move to another entry of the page on screen that only changed the #fragment: one the browser made
    // (a skip link, an in-page anchor) or Back over one. A link to the page on screen is a push instead.
    const fragmentMove = action === 'pop' && shownPage.current === page;
    shownKey.current = location.key;
    shownPage.current = page;
    const target = fragmentTarget(location.hash);
    // The page stays where the browser put it, or goes to the fragment's element. Entries the browser
    // made for a fragment carry none of our state, so a saved position would be another entry's.
    if (fragmentMove) {
      if (target) target.scrollIntoView();
      return;
    }
    // Only an entry shown before has a position: Back, Forward, a reload. A new entry has a new key.
    const saved = positions.current[location.key];
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first page of a document keeps what the browser did (its own #fragment scroll).
    if (first) return;
    if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, action, preventScrollReset]);

  return null;
}
