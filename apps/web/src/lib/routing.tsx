// The app's router is preact-iso (docs/decisions/065-routing-with-preact-iso.md). Its types are written
// against Preact's JSX, the app's against React's API (decision 046): this module gives the parts the app
// uses their React-typed signatures, and adds the little the app needs beyond them.
// preact-iso's router alone: its `lazy` module also replaces how Preact hands a suspended render to its
// boundary, which left React.lazy parts inside a page (the task board on /home) waiting for ever.
import * as iso from 'preact-iso/router';
import { type ComponentType, type ReactNode, use, useEffect } from 'react';
import { ChunkLoadError, rememberFailedChunk } from './chunk-retry';

/** Holds the address; any plain click on a same-origin `<a href>` below it navigates inside the app. */
export const LocationProvider = iso.LocationProvider as unknown as ComponentType<{ children: ReactNode }>;

/**
 * Draws the first `<Route>` whose path names the address, else the `default` one. A page whose chunk is
 * still on its way keeps the previous page on screen; a push scrolls to the top once the page is drawn.
 */
export const Router = iso.Router as unknown as ComponentType<{
  onRouteChange?: (url: string) => void;
  children: ReactNode;
}>;

export const Route = iso.Route as unknown as ComponentType<
  { component: ComponentType } & ({ path: string } | { default: true })
>;

/** A page (or a part of one) in a chunk of its own, loaded once. */
export type LazyPage<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page, or a part of one, in a chunk of its own. Until the chunk is there it suspends (a Suspense
 * boundary draws the loading state meanwhile); once `preload()` has settled it renders without suspending,
 * so main.tsx can load the page before hydrating its prerendered markup and draw it in the first render.
 * A chunk that could not be fetched (offline before the service worker cached the app) throws a
 * ChunkLoadError for the nearest PartBoundary, which fetches it anew once the network is back
 * (docs/product-rules.md#installable-and-offline).
 */
export function lazy<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        // Kept until a retry: drawn again meanwhile, the part throws at once instead of fetching in a loop.
        rememberFailedChunk(() => {
          pending = undefined;
        });
        throw new ChunkLoadError(error);
      },
    );
    return pending;
  };
  function Part(props: P) {
    const Component = Loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}

/** The address (`path` without a trailing slash, `query` parsed) and `route(url, replace)` to move. */
export const useLocation = iso.useLocation;

/** Replaces the address with `to` once drawn: a guard's redirect, or a route's that has nothing to show. */
export function Redirect({ to }: { to: string }) {
  const { route } = useLocation();
  useEffect(() => route(to, true), [route, to]);
  return null;
}

/** The element a #fragment names, if any (a malformed escape names none). */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The Navigation API's view of the tab's history, where the browser has it. */
type NavigationHistory = {
  currentEntry: { index: number } | null;
  entries: () => { sameDocument: boolean }[];
};

/**
 * Back, or `fallback` when nothing of this app's document is behind the page: a tab opened on it, or a
 * page loaded anew (a link from a mail, a reload), whose previous entry is another document.
 */
export function goBack(route: (url: string) => void, fallback: string): void {
  const navigation = (window as { navigation?: NavigationHistory }).navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  const behind = navigation && index > 0 ? navigation.entries()[index - 1] : undefined;
  const appBehind = navigation ? behind?.sameDocument === true : window.history.length > 1;
  if (appBehind) window.history.back();
  else route(fallback);
}

let preloader: (path: string) => Promise<void> = () => Promise.resolve();

/** The route table registers how a path's page is loaded (app/route-table.tsx). */
export function setPagePreloader(load: (path: string) => Promise<void>): void {
  preloader = load;
}

/**
 * Loads the page `path` shows. A sign-in waits for this before it starts the session and navigates, so
 * both are drawn in one render and no guard sees the one without the other (an admin would otherwise meet
 * /login's visitors-only guard and land on /home).
 */
export function preloadPage(path: string): Promise<void> {
  return preloader(path);
}
