/**
 * Where the app is and how it moves: the browser's History API, or a list in memory (unit tests, the
 * build's prerender). The router (router.tsx) reads a `Location` and subscribes to changes.
 */
export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here passed along (e.g. `{ from }` for a page to return to). */
  state: unknown;
  /** Unique per history entry; 'default' for the entry the tab opened on (nothing of ours behind it). */
  key: string;
};

/** A path string ('/login?x=1#y') or its parts. */
export type To = string | { pathname?: string; search?: string; hash?: string };

export type NavigateOptions = {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a tab switch in the address, say), instead of starting at the top. */
  preventScrollReset?: boolean;
};

/** 'pop' is a move through the history (back, forward); scroll restoration treats it apart. */
export type Action = 'push' | 'replace' | 'pop';

export type History = {
  readonly location: Location;
  readonly action: Action;
  /** Whether the last navigation asked to keep the scroll position. */
  readonly preventScrollReset: boolean;
  navigate(to: To, options?: NavigateOptions): void;
  go(delta: number): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  listen(listener: () => void): () => void;
};

/** The state stored with each entry: the app's own state and the entry's key. */
type EntryState = { usr: unknown; key: string };

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `path` as the address bar would read it from `from`: '#x' and '?a=1' keep the current page. */
function parsePath(
  path: string,
  from: Pick<Location, 'pathname' | 'search'> = { pathname: '/', search: '' },
): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, `http://path.invalid${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
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

/** The parts of `to`, with the current location's pathname where `to` leaves it out. */
export function resolveTo(
  to: To,
  from: Pick<Location, 'pathname' | 'search'>,
): Pick<Location, 'pathname' | 'search' | 'hash'> {
  if (typeof to === 'string') return parsePath(to, from);
  const pathname = to.pathname ?? from.pathname;
  const search = to.search && !to.search.startsWith('?') ? `?${to.search}` : (to.search ?? '');
  const hash = to.hash && !to.hash.startsWith('#') ? `#${to.hash}` : (to.hash ?? '');
  return { pathname, search, hash };
}

export function createHref(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  const { pathname, search, hash } = resolveTo(to, from);
  return pathname + search + hash;
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    listen(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The browser's address bar and history. */
export function createBrowserHistory(win: Window = window): History {
  const listeners = createListeners();
  let action: Action = 'pop';
  let preventScrollReset = false;
  const read = (): Location => {
    const entry = win.history.state as Partial<EntryState> | null;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  win.addEventListener('popstate', () => {
    action = 'pop';
    preventScrollReset = false;
    location = read();
    listeners.notify();
  });
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    get preventScrollReset() {
      return preventScrollReset;
    },
    navigate(to, { replace = false, state = null, preventScrollReset: keepScroll = false } = {}) {
      const entry: EntryState = { usr: state, key: newKey() };
      const href = createHref(to, location);
      if (replace) win.history.replaceState(entry, '', href);
      else win.history.pushState(entry, '', href);
      action = replace ? 'replace' : 'push';
      preventScrollReset = keepScroll;
      location = read();
      listeners.notify();
    },
    go(delta) {
      win.history.go(delta);
    },
    listen: listeners.listen,
  };
}

/** A history kept in memory, starting at the last of `entries`. */
export function createMemoryHistory(entries: string[] = ['/']): History {
  const listeners = createListeners();
  const stack: Location[] = entries.map((path, index) => ({
    ...parsePath(path),
    state: null,
    key: index === 0 ? 'default' : newKey(),
  }));
  let index = stack.length - 1;
  let action: Action = 'pop';
  let preventScrollReset = false;
  return {
    get location() {
      return stack[index] as Location;
    },
    get action() {
      return action;
    },
    get preventScrollReset() {
      return preventScrollReset;
    },
    navigate(to, { replace = false, state = null, preventScrollReset: keepScroll = false } = {}) {
      const next = { ...resolveTo(to, stack[index] as Location), state, key: newKey() };
      if (replace) stack[index] = next;
      else {
        stack.splice(index + 1, Infinity, next);
        index += 1;
      }
      action = replace ? 'replace' : 'push';
      preventScrollReset = keepScroll;
      listeners.notify();
    },
    go(delta) {
      const next = Math.min(stack.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      index = next;
      action = 'pop';
      preventScrollReset = false;
      listeners.notify();
    },
    listen: listeners.listen,
  };
}
