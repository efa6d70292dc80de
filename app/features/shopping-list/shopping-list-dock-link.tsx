import { Link, useLocation } from 'react-router';
import { InDock } from '../../components/layout/bottom-dock';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { ListIcon } from './list-icon';

export const SHOPPING_LIST_PATH = '/shopping-list';

/**
 * The shopping list on the phone's bottom dock (docs/product.md#shopping-list): while lines are
 * left to buy, one tap away from any page; wider screens have it in the header's links.
 */
export function ShoppingListDockLink() {
  const left = useDeviceQuery((db) => db.shoppingItems.filter((item) => !item.ticked).count(), [], 0);
  const { pathname } = useLocation();
  if (left === 0 || pathname === SHOPPING_LIST_PATH) return null;
  return (
    <InDock>
      <Link
        to={SHOPPING_LIST_PATH}
        className="ml-auto flex min-h-11 w-fit items-center gap-2 rounded-full border border-oat bg-white px-4 py-2 font-semibold text-crust shadow-md sm:hidden"
      >
        <ListIcon />
        Shopping list
        <span className="rounded-full bg-crust px-2 py-0.5 text-sm text-white">
          {left}
          <span className="sr-only"> to buy</span>
        </span>
      </Link>
    </InDock>
  );
}
