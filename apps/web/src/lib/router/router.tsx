import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
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
type RouterValue = Navigation & { history: History };

const RouterContext = createContext<RouterValue | null>(null);

const read = (history: History): Navigation => ({
  location: history.location,
  action: history.action,
  preventScrollReset: history.preventScrollReset,
});

/**
 * Gives the app its location. A change renders in a transition: a page whose chunk is still loading
 * keeps the previous page on screen until it can draw, instead of flashing the loading state.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [navigation, setNavigation] = useState(() => read(history));
  const shown = useRef(navigation.location);
  shown.current = navigation.location;
  useEffect(() => {
    const update = () => startTransition(() => setNavigation(read(history)));
    const unlisten = history.listen(update);
    // A navigation between the render and this effect (a redirect in a child's effect).
    if (history.location !== shown.current) update();
    return unlisten;
  }, [history]);
  const value = useMemo(() => ({ ...navigation, history }), [navigation, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

let browserHistory: History | undefined;

/** The browser's history, one per page (a second router would miss the first one's navigations). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  browserHistory ??= createBrowserHistory();
  return <Router history={browserHistory}>{children}</Router>;
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
  const router = use(RouterContext);
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
