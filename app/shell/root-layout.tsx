import { lazy, Suspense } from 'react';
import { Outlet, type Location } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { CartPanel } from '../features/cart';
import { BottomDock } from '../components/layout/bottom-dock';
import { Footer } from './footer';
import { Header } from './header';
import { ErrorBoundary } from './error-boundary';
import { useDeviceQuery } from '../hooks/use-device-query';
import { useForgetPageRecipesOnNavigation } from '../components/recipes/use-page-recipes';
import { useFocusPageHeading } from './use-focus-page-heading';
import { usePageTakenOver } from './page-taken-over';
import { useShownPage } from './page-moves';
import { ScrollRestoration } from './scroll-restoration';

const ShoppingListDockLink = lazy(() =>
  import('../features/shopping-list/shopping-list-dock-link').then((m) => ({ default: m.ShoppingListDockLink })),
);
const TimersElsewhere = lazy(() =>
  import('../features/recipe-tools/timers-elsewhere').then((m) => ({ default: m.TimersElsewhere })),
);

/** A header and a footer wrap every page (docs/product.md). */
export function RootLayout() {
  useForgetPageRecipesOnNavigation();
  useFocusPageHeading();
  useShownPage();
  return (
    <AuthProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-crust px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        {/* At least a screen tall: the footer never jumps when a page's content arrives (CLS). */}
        <main id="main" className="min-h-dvh flex-1" tabIndex={-1}>
          <ErrorBoundary>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
              <PageTakenOver />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
      <ErrorBoundary fallback={null}>
        <CartPanel />
      </ErrorBoundary>
      <BottomDock />
      <ErrorBoundary fallback={null}>
        <ShoppingListDock />
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <KitchenTimers />
      </ErrorBoundary>
      <ScrollRestoration getKey={scrollKey} />
    </AuthProvider>
  );
}

/**
 * Where a page's scroll position is kept. Every page loaded fresh in a tab (a typed address, a
 * shared link) has the history key 'default', so keyed by it alone a fresh load of the About page
 * opened at the bottom where the last recipe was left. Fresh loads go by their path instead; the
 * entries the app itself pushes keep their own key, so Back still returns to where it was.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** Timers running while the baker is on another page. Their code loads once a timer exists: most visits never start one. */
function KitchenTimers() {
  const running = useDeviceQuery((db) => db.timers.count().then((n) => n > 0), [], false);
  return running ? (
    <Suspense fallback={null}>
      <TimersElsewhere />
    </Suspense>
  ) : null;
}

/** docs/product.md#shopping-list: the list on a phone's dock while lines are left to buy; its code loads only then. */
function ShoppingListDock() {
  const left = useDeviceQuery((db) => db.shoppingItems.filter((item) => !item.ticked).count(), [], 0);
  return left > 0 ? (
    <Suspense fallback={null}>
      <ShoppingListDockLink left={left} />
    </Suspense>
  ) : null;
}

/** Inside the page's boundary, so it mounts once the page itself is hydrated (decision 007). */
function PageTakenOver() {
  usePageTakenOver('replay');
  return null;
}

function PageFallback() {
  return (
    <div className="container-page py-12" aria-busy="true">
      <div className="skeleton h-10 w-1/2" />
      <div className="skeleton mt-6 h-64 w-full" />
    </div>
  );
}
