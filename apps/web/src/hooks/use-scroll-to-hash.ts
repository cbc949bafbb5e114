import { useEffect } from 'react';
import { fragmentTarget, useLocation } from '../lib/router';

/**
 * Scrolls to the element the address's #fragment names once the page has rendered: the browser looks for
 * it before a lazy page exists. The installed app's shortcuts open /#timer and /#tasks this way.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    fragmentTarget(hash)?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
