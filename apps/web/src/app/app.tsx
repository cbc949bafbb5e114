import { LocationProvider } from '../lib/routing';
import { AppProviders } from './providers';
import { AppRoutes } from './route-table';

export function App() {
  return (
    <AppProviders>
      <LocationProvider>
        <AppRoutes />
      </LocationProvider>
    </AppProviders>
  );
}
