import { useState } from 'react';
import { Link } from 'react-router-dom';
import { byName, CATEGORY_LABELS, CATEGORY_ORDER } from '../../../shared/shopping-list';
import { usePageTitle } from '../../components/layout/use-page-title';
import type { ShoppingItem } from '../../data/db';
import { clearAll, clearTicked } from '../../data/shopping-list';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { useAuth } from '../auth';
import { ListIcon } from '../../components/list-icon';
import { shareList } from './share-list';
import { ShoppingListAisle } from './shopping-list-aisle';
import './print.css';

/**
 * The shopping list (docs/product.md#shopping-list): by aisle, ticked off in the store with or
 * without a signal, printed or shared as text. Read from the device like every other list.
 */
export function ShoppingListPage() {
  usePageTitle('Shopping List');
  const items = useDeviceQuery((db) => db.shoppingItems.toArray(), []);
  const { user, isLoading } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const left = items?.filter((item) => !item.ticked).length ?? 0;
  const ticked = (items?.length ?? 0) - left;

  return (
    <div className="shopping-list-page container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-4xl font-semibold">Shopping List</h1>
      <p className="mt-2 text-lg text-cocoa" aria-live="polite">
        {items === undefined || items.length === 0
          ? 'What your recipes need, added up by ingredient.'
          : `${left} to buy${ticked ? ` · ${ticked} in the basket` : ''}`}
      </p>

      {items !== undefined && items.length === 0 && (
        <div className="card mt-8 grid place-items-center gap-3 p-8 text-center">
          <span className="grid h-14 w-14 place-items-center rounded-full bg-cream text-crust">
            <ListIcon className="h-7 w-7" />
          </span>
          <h2 className="text-2xl">Your shopping list is empty</h2>
          <p className="max-w-md text-cocoa">
            Open a recipe and tap <strong>Add to shopping list</strong>: its ingredients land here at the size and units
            you chose, added up with what the list already holds.
          </p>
          <Link to="/recipes" className="btn-primary mt-2">
            Browse Recipes
          </Link>
        </div>
      )}

      {items !== undefined && items.length > 0 && (
        <>
          <div className="no-print mt-6 flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => void shareList(items)}>
              Share list
            </button>
            <button type="button" className="btn-outline" onClick={() => window.print()}>
              Print
            </button>
            <button type="button" className="btn-primary" onClick={() => void clearTicked()} disabled={ticked === 0}>
              Clear ticked
            </button>
          </div>
          <div className="mt-8 grid gap-8">
            {CATEGORY_ORDER.map((category) => {
              const inAisle = aisle(items, category);
              return inAisle.length === 0 ? null : (
                <ShoppingListAisle
                  key={category}
                  id={`aisle-${category}`}
                  label={CATEGORY_LABELS[category]}
                  items={inAisle}
                />
              );
            })}
          </div>
          <div className="no-print mt-10 flex flex-wrap items-center gap-3 border-t border-oat pt-6">
            {confirming ? (
              <>
                <p className="font-semibold" role="status">
                  Clear all {items.length} lines?
                </p>
                <button
                  type="button"
                  className="btn-accent"
                  onClick={() => void clearAll().then(() => setConfirming(false))}
                >
                  Yes, clear the list
                </button>
                <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button type="button" className="btn-ghost" onClick={() => setConfirming(true)}>
                Clear the whole list
              </button>
            )}
          </div>
        </>
      )}
      {!isLoading && !user && (
        <p className="no-print mt-6 text-sm text-cocoa">Your list stays on this device until you sign in.</p>
      )}
    </div>
  );
}

/** An aisle's lines by name; a ticked line stays where it is, so nothing jumps under the shopper's thumb. */
function aisle(items: readonly ShoppingItem[], category: ShoppingItem['category']): ShoppingItem[] {
  return byName(items.filter((item) => item.category === category));
}
