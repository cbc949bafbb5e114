// The app's router (docs/decisions/044-own-router.md): flat routes, lazy pages, location state and
// scroll restoration on the History API.
export type { Location, NavigateOptions, To } from './history';
export { createBrowserHistory, createHref, createMemoryHistory, fragmentTarget } from './history';
export { Link, type LinkProps, Navigate } from './link';
export { matchesPath, matchRoute } from './match';
export { RouteErrorBoundary } from './route-error-boundary';
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  useLocation,
  useNavigate,
  useNavigationType,
  usePrepareNavigation,
  useSearchParams,
} from './router';
export { ScrollRestoration } from './scroll-restoration';
