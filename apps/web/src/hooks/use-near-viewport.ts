import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport (a CSS margin,
 * as IntersectionObserver's rootMargin takes it). Once true it stays true: a part drawn on its way into
 * view is not taken down again when it scrolls out. Without IntersectionObserver it is true at once.
 *
 * For what lies far below the first screen: it is drawn, and its data fetched, while the user scrolls
 * towards it, instead of in the page's first seconds, when the browser is busy with what is on screen.
 */
export function useNearViewport<T extends Element>(margin: string): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          observer.current = null;
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [margin, near],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
