import { Link, useRouteError } from '../router';
import { usePageTakenOver } from './page-taken-over';

/** A page module that fails to load (offline before it was cached, a new deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  usePageTakenOver('drop');
  return (
    <div className="grid min-h-dvh place-items-center bg-flour p-6" role="alert">
      <div className="card max-w-lg p-8 text-center">
        <h1 className="text-2xl">This page could not be opened</h1>
        <p className="mt-2 text-cocoa">If you are offline, pages you have not opened yet may need a connection once.</p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            Try again
          </button>
          <Link to="/" className="btn-outline" reloadDocument>
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}
