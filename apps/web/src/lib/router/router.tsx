import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type Action,
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type Location,
  type NavigateOptions,
  type To,
} from './history';

type Navigation = { location: Location; action: Action; preventScrollReset: boolean };
type RouterValue = Navigation & { history: History; prepare: PrepareLocation | undefined };

const RouterContext = createContext<RouterValue | null>(null);

const read = (history: History): Navigation => ({
  location: history.location,
  action: history.action,
  preventScrollReset: history.preventScrollReset,
});

/** Readies what a location draws (its page's chunk) before the router shows it. */
export type PrepareLocation = (location: Location) => Promise<unknown> | undefined;

/**
 * Gives the app its location. With `prepare`, a new location is shown once what it draws has loaded: a
 * page whose chunk is still on its way keeps the previous page on screen instead of flashing the loading
 * state. Navigations that overtake each other end on the last one.
 */
export function Router({
  history,
  prepare,
  children,
}: {
  history: History;
  prepare?: PrepareLocation;
  children: ReactNode;
}) {
  const [navigation, setNavigation] = useState(() => read(history));
  const shown = useRef(navigation.location);
  shown.current = navigation.location;
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  useEffect(() => {
    let latest = 0;
    const update = () => {
      const next = read(history);
      const ticket = ++latest;
      const show = () => {
        if (ticket === latest) setNavigation(next);
      };
      const ready = prepareRef.current?.(next.location);
      if (ready) void ready.then(show, show);
      else show();
    };
    const unlisten = history.listen(update);
    // A navigation between the render and this effect (a redirect in a child's effect).
    if (history.location !== shown.current) update();
    return () => {
      latest = -1;
      unlisten();
    };
  }, [history]);
  const value = useMemo(() => ({ ...navigation, history, prepare }), [navigation, history, prepare]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

let browserHistory: History | undefined;

/** The browser's history, one per page (a second router would miss the first one's navigations). */
export function BrowserRouter({ prepare, children }: { prepare?: PrepareLocation; children: ReactNode }) {
  browserHistory ??= createBrowserHistory();
  return (
    <Router history={browserHistory} prepare={prepare}>
      {children}
    </Router>
  );
}

/** A history in memory: for unit tests, and for the build's prerender (one fixed location). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside <Router>');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** How the current location was reached, for scroll restoration. */
export function useNavigationType(): Pick<Navigation, 'action' | 'preventScrollReset'> {
  const { action, preventScrollReset } = useRouter();
  return { action, preventScrollReset };
}

/**
 * Readies a location before it is navigated to: what changes the session and navigates together (a
 * sign-in) waits for this first, so both are drawn in one render and no guard sees the one without the
 * other.
 */
export function usePrepareNavigation(): (pathname: string) => Promise<void> {
  const { prepare, history } = useRouter();
  return useCallback(
    async (pathname: string) => {
      await prepare?.({ ...history.location, pathname, search: '', hash: '' });
    },
    [prepare, history],
  );
}

export type Navigate = {
  (to: To, options?: NavigateOptions): void;
  /** Moves through the history: -1 is the browser's Back. */
  (delta: number): void;
};

export function useNavigate(): Navigate {
  const { history } = useRouter();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? history.go(to) : history.navigate(to, options)) as Navigate,
    [history],
  );
}

type ParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a way to change it (the path stays; the fragment goes). */
export function useSearchParams(): [
  URLSearchParams,
  (next: ParamsUpdate, options?: NavigateOptions) => void,
] {
  const { location, history } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: ParamsUpdate, options?: NavigateOptions) => {
      const current = new URLSearchParams(history.location.search);
      const search = (typeof next === 'function' ? next(current) : next).toString();
      history.navigate({ pathname: history.location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [history],
  );
  return [params, setParams];
}
