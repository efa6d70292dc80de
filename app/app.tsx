import type { ReactNode } from 'react';
import { LazyToaster } from './components/ui/lazy-toaster';

/**
 * What is around the router, the same in the browser (React Router's BrowserRouter, app/boot.tsx)
 * and in the server's render (its StaticRouter, app/entry-server.tsx), so the page the server sent
 * is hydrated as it is. Auth and the auth dialog sit inside the root layout; the query client sits
 * around the pages that use it (app/query-layout.tsx).
 */
export function App({ router }: { router: ReactNode }) {
  return (
    <>
      {router}
      <LazyToaster />
    </>
  );
}
