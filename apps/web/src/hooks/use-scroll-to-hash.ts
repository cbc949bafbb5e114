import { useEffect } from 'react';
import { fragmentTarget, useLocation } from '../lib/router';

/**
 * Scrolls to the element the address's #fragment names once the page has rendered: the browser looks for
 * it before a lazy page exists. The installed app's shortcuts open /#timer and /#tasks this way. A page
 * drawn in stages passes `ready` once the target can be there.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready) fragmentTarget(hash)?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}
