import { Link, useLocation } from 'react-router-dom';
import { InDock } from '../../components/layout/bottom-dock';
import { ListIcon } from '../../components/list-icon';

export const SHOPPING_LIST_PATH = '/shopping-list';

/**
 * The shopping list on the phone's bottom dock (docs/product.md#shopping-list): while lines are
 * left to buy (`left`, counted by the shell, which loads this only then), one tap away from any
 * page; wider screens have it in the header's links.
 */
export function ShoppingListDockLink({ left }: { left: number }) {
  const { pathname } = useLocation();
  if (pathname === SHOPPING_LIST_PATH) return null;
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
