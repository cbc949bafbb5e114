import { createBrowserRouter } from 'react-router';
import { appRoutes } from './route-table';

// Browser only: the build's prerender renders the same table with a static router (src/prerender.tsx).
export const router = createBrowserRouter(appRoutes);
