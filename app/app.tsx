import { RouterProvider } from 'react-router';
import { router } from './routes';
import { LazyToaster } from './components/ui/lazy-toaster';

/**
 * Providers around the router. Auth and the auth dialog sit inside the root layout; the query
 * client sits around the pages that use it (app/query-layout.tsx).
 */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <LazyToaster />
    </>
  );
}
