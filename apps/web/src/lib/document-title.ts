import { useLayoutEffect } from 'react';

// The page's title. Preact keeps a <title> rendered in a page where it stands (in the body), so pages name
// their title through this hook instead: the browser gets it as document.title, and the build's prerender
// (src/prerender.tsx) collects it for the page's <head>.
let collected: string | undefined;
const onServer = typeof document === 'undefined';

export function useDocumentTitle(title: string): void {
  // During the prerender the render itself is the only chance (effects do not run there); the last page
  // element to render names the page, as the innermost one does in the browser.
  if (onServer) collected = title;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}

/** The title the last prerendered route named, and a clean slate for the next one. */
export function takeCollectedTitle(): string | undefined {
  const title = collected;
  collected = undefined;
  return title;
}
