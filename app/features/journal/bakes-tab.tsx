import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { BakeEntry } from './bake-entry';

/** The dashboard's tab a `#bake-<id>` or `#bakes` address opens (links from under a recipe), else `otherwise`. */
export function dashboardTabFor(otherwise: string): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return /^#bakes?(-|$)/.test(hash) ? 'bakes' : otherwise;
}

/**
 * The dashboard's Bakes tab (docs/product.md#accounts): the baker's journal, newest first. An
 * entry named in the address (`#bake-<id>`) opens and comes into view.
 */
export function BakesTab() {
  const bakes = useDeviceQuery((db) => db.journal.orderBy('madeAt').reverse().toArray(), []);
  const { hash } = useLocation();
  const named = hash.startsWith('#bake-') ? hash.slice('#bake-'.length) : null;
  const found = !!bakes?.some((bake) => bake.id === named);
  useEffect(() => {
    if (found && named) document.getElementById(`bake-${named}`)?.scrollIntoView({ block: 'start' });
  }, [found, named]);

  if (bakes === undefined)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading your bakes">
        <div className="skeleton h-32 w-full" />
        <div className="skeleton h-32 w-full" />
      </div>
    );
  if (!bakes.length)
    return (
      <div className="card grid place-items-center gap-3 px-6 py-12 text-center">
        <h3 className="text-2xl">No bakes yet</h3>
        <p className="max-w-md text-cocoa">
          Tap ‘I made this’ on a recipe after you bake it: your journal keeps the size, the lines and the steps of that
          day, with your note.
        </p>
        <Link to="/recipes" className="btn-primary mt-2">
          Browse Recipes
        </Link>
      </div>
    );
  return (
    <div className="grid gap-4">
      {bakes.map((bake) => (
        <BakeEntry key={bake.id} entry={bake} open={bake.id === named} />
      ))}
    </div>
  );
}
