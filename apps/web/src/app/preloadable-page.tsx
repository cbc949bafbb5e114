import { type ComponentType, use } from 'react';

/** A page component whose chunk can be asked for before the first render, and is then drawn at once. */
export type PreloadablePage = ComponentType & { preload: () => Promise<unknown>; loaded: () => boolean };

/**
 * Like React.lazy, but a page loaded through `preload()` renders synchronously. React.lazy suspends on
 * its first render even when the chunk is already there, and that moment is visible: a prerendered page
 * that is hydrated or rendered over shows the layout's loading state for a frame, or hydrates the page
 * in a second pass that any update in between turns into a client render (the footer jumps). main.tsx
 * preloads the current route's page before React starts (preloadRoute in route-table.tsx).
 */
export function preloadablePage(load: () => Promise<ComponentType>): PreloadablePage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      Loaded = component;
      return component;
    });
    return pending;
  };
  function Page() {
    // `use` suspends until the chunk is there; once it is, the page renders without suspending.
    const Component = Loaded ?? use(preload());
    return <Component />;
  }
  return Object.assign(Page, { preload, loaded: () => Loaded !== undefined });
}
