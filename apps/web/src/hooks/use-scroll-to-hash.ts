import { useEffect } from 'react';
import { fragmentTarget, useLocation } from '../lib/routing';

/**
 * Scrolls to the element the address's #fragment names once the page has rendered: the browser looks for
 * it before a lazy page exists. The installed app's shortcuts open /#timer and /#tasks this way. A page
 * drawn in stages passes `ready` once the target can be there.
 */
export function useScrollToHash(ready = true) {
  // The router's address leaves the fragment out; a new address may bring one.
  const { url } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new address
  useEffect(() => {
    if (ready) fragmentTarget(window.location.hash)?.scrollIntoView({ block: 'start' });
  }, [url, ready]);
}
