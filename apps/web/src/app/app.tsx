import { BrowserRouter, type Location } from '../lib/router';
import { AppProviders } from './providers';
import { AppRoutes, prepareRoute } from './route-table';

// The next page's chunk is loaded before the router shows it, so the current page stays until then.
const preparePage = (location: Location) => prepareRoute(location.pathname);

export function App() {
  return (
    <AppProviders>
      <BrowserRouter prepare={preparePage}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
