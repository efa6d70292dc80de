import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useAdminLogout } from './api/admin-logout';
import { ClassesTab } from './classes-tab';
import { FeaturedTab } from './featured-tab';
import { OrdersTab } from './orders-tab';
import { RecipesTab } from './recipes-tab';
import { RegistrationsTab } from './registrations-tab';
import { ReplicaStatusLine } from './replica-status-line';
import { ReviewsTab } from './reviews-tab';
import { SurveysTab } from './surveys-tab';
import { AccessDenied, useAdminGuard } from './use-admin-guard';

const TABS = [
  { value: 'recipes', label: 'Recipes' },
  { value: 'featured', label: 'Featured Recipes' },
  { value: 'surveys', label: 'Workshop Survey Results' },
  { value: 'registrations', label: 'Workshop Registrations' },
  { value: 'orders', label: 'Orders' },
  { value: 'classes', label: 'Classes' },
  { value: 'reviews', label: 'Reviews' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** docs/product.md#admin (Admin Dashboard): its four tabs, then Orders, Classes and Reviews; the open tab is kept in ?tab= so a reload stays on it. */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const allowed = useAdminGuard('You must be logged in as admin to view the dashboard.');
  const [params, setParams] = useSearchParams();
  const { logOut } = useAdminLogout();
  const requested = params.get('tab');
  // On a phone the tabs scroll sideways: bring the open one into view (from ?tab= it started out of
  // sight). The list scrolls itself: scrollIntoView would also move where the Tab key starts from.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector('[data-state="active"]');
    if (!list || !active) return;
    const past = active.getBoundingClientRect().right - list.getBoundingClientRect().right;
    if (past > 0) list.scrollLeft += past + 16;
  }, [allowed, requested]);
  if (!allowed) return <AccessDenied />;

  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'recipes';

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-widest text-berry uppercase">Admin</p>
          <h1 className="text-3xl sm:text-4xl">Admin Dashboard</h1>
          <ReplicaStatusLine />
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/recipes/add" className="btn-primary">
            <span aria-hidden="true">+</span> Add New Recipe
          </Link>
          <Link to="/recipes/add-combo" className="btn-accent">
            <span aria-hidden="true">+</span> Add Favorite Combo
          </Link>
          <button type="button" className="btn-ghost" onClick={logOut}>
            Log out
          </button>
        </div>
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'recipes' ? {} : { tab: value }, { replace: true })}
        className="mt-8"
      >
        <Tabs.List
          ref={tabList}
          aria-label="Dashboard sections"
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-oat px-4 sm:mx-0 sm:px-0"
        >
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="min-h-11 shrink-0 rounded-t-xl border-b-[3px] border-transparent px-4 py-2 text-[15px] font-semibold text-cocoa hover:text-crust data-[state=active]:border-crust data-[state=active]:text-crust"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="recipes" className="pt-6">
          <RecipesTab />
        </Tabs.Content>
        <Tabs.Content value="featured" className="pt-6">
          <FeaturedTab />
        </Tabs.Content>
        <Tabs.Content value="surveys" className="pt-6">
          <SurveysTab />
        </Tabs.Content>
        <Tabs.Content value="registrations" className="pt-6">
          <RegistrationsTab />
        </Tabs.Content>
        <Tabs.Content value="orders" className="pt-6">
          <OrdersTab />
        </Tabs.Content>
        <Tabs.Content value="classes" className="pt-6">
          <ClassesTab />
        </Tabs.Content>
        <Tabs.Content value="reviews" className="pt-6">
          <ReviewsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
