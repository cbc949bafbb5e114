import { useEffect } from 'react';
import { useLocation } from '../lib/router';

/**
 * Scrolls to the element the address's #fragment names once the page has rendered: the browser looks for
 * it before a lazy page exists. The installed app's shortcuts open /#timer and /#tasks this way.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
