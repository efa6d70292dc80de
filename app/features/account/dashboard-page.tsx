import * as Tabs from '@radix-ui/react-tabs';
import type { User } from '../../../shared/schemas/auth';
import { favoriteCount } from '../../data/favorites';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { usePageTitle } from '../../components/layout/use-page-title';
import { displayName } from '../auth';
import { FavoriteRecipes } from '../favorites';
import { BakesTab, dashboardTabFor } from '../journal';
import { AccessDenied, PageSkeleton } from './access-denied';
import { AccountTab } from './account-tab';
import { ClassesTab, PurchasesTab } from './orders-tabs';
import { useOrders } from './use-orders';
import { formatMemberSince, useSignedInPage } from './use-signed-in-page';

/** docs/product.md#accounts (User dashboard): greeting, then tabs Favorites, Purchases, Classes, Account. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user, isLoading } = useSignedInPage();
  if (isLoading) return <PageSkeleton />;
  if (!user) return <AccessDenied what="your dashboard" />;
  return <Dashboard user={user} />;
}

const TAB_CLASS =
  'min-h-11 shrink-0 rounded-full px-4 text-[15px] font-semibold text-cocoa transition-colors hover:text-crust data-[state=active]:bg-crust data-[state=active]:text-white';

function Dashboard({ user }: { user: User }) {
  const favoritesTotal = useDeviceQuery((db) => favoriteCount(db, user.id), [user.id], 0);
  const orders = useOrders(user.id);
  const orderList = orders.data ?? [];
  // Unknown until the orders are loaded: the summary must not claim 0 when they failed to load.
  const ordersKnown = orders.data !== undefined;
  const classLines = orderList.flatMap((order) =>
    order.items.filter((item) => item.type === 'class').map((item) => ({ order, item })),
  );

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-wrap items-center gap-4">
        <div
          className="grid h-16 w-16 place-items-center rounded-full bg-crust font-display text-2xl font-semibold text-white"
          aria-hidden="true"
        >
          {displayName(user).slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
          <h1 className="text-4xl font-semibold break-words">Welcome, {displayName(user)}!</h1>
          <p className="mt-1 text-cocoa">Member since {formatMemberSince(user.createdAt)}</p>
        </div>
      </header>

      <Tabs.Root defaultValue={dashboardTabFor('favorites')} className="mt-10">
        <Tabs.List
          aria-label="Your account"
          className="grid grid-cols-2 gap-1 rounded-3xl border border-oat bg-white p-1 sm:inline-flex sm:rounded-full"
        >
          <Tabs.Trigger value="favorites" className={TAB_CLASS}>
            Favorites
          </Tabs.Trigger>
          <Tabs.Trigger value="bakes" className={TAB_CLASS}>
            Bakes
          </Tabs.Trigger>
          <Tabs.Trigger value="purchases" className={TAB_CLASS}>
            Purchases
          </Tabs.Trigger>
          <Tabs.Trigger value="classes" className={TAB_CLASS}>
            Classes
          </Tabs.Trigger>
          <Tabs.Trigger value="account" className={TAB_CLASS}>
            Account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="favorites" className="mt-8">
          <h2 className="sr-only">Favorite recipes</h2>
          <FavoriteRecipes userId={user.id} headingLevel={3} />
        </Tabs.Content>
        <Tabs.Content value="bakes" className="mt-8">
          <h2 className="sr-only">Your bakes</h2>
          <BakesTab />
        </Tabs.Content>
        <Tabs.Content value="purchases" className="mt-8">
          <PurchasesTab orders={orderList} loading={orders.isLoading} failed={orders.isError} />
        </Tabs.Content>
        <Tabs.Content value="classes" className="mt-8">
          <ClassesTab lines={classLines} loading={orders.isLoading} failed={orders.isError} />
        </Tabs.Content>
        <Tabs.Content value="account" className="mt-8">
          <AccountTab
            user={user}
            favoriteCount={favoritesTotal}
            purchaseCount={ordersKnown ? orderList.length : undefined}
            classCount={ordersKnown ? classLines.length : undefined}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
