import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePageTakenOver } from './page-taken-over';

/** What shows when the frame of every page cannot be drawn (app/routes.tsx): the whole screen. */
export function RouteError() {
  return (
    <div className="grid min-h-dvh place-items-center bg-flour p-6" role="alert">
      <CouldNotOpen />
    </div>
  );
}

/** A page module that did not load (offline before it was cached, a new deploy), in the page's place (app/lazy-page.tsx). */
export function PageCouldNotOpen({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className="container-page py-16" role="alert">
      <CouldNotOpen />
    </div>
  );
}

function CouldNotOpen() {
  usePageTakenOver('drop');
  return (
    <div className="card mx-auto max-w-lg p-8 text-center">
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
  );
}
