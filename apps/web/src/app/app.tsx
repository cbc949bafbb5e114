import { BrowserRouter } from '../lib/router';
import { AppProviders } from './providers';
import { AppRoutes } from './route-table';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
