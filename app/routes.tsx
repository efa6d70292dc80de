import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { ErrorBoundary } from './shell/error-boundary';
import { RootLayout } from './shell/root-layout';
import { RouteError } from './shell/route-error';

/**
 * docs/product.md: every route, each page loaded on demand (app/lazy-page.tsx). React Router in
 * its declarative mode matches them (docs/decisions/023-react-router.md): in the browser under
 * its BrowserRouter (app/boot.tsx), on the server under its StaticRouter (app/entry-server.tsx).
 */
const RecipePage = lazyPage(
  () => import('./features/recipes/recipe-page'),
  (m) => m.RecipePage,
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        Component: lazyPage(
          () => import('./features/home/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        path: '/recipes',
        Component: lazyPage(
          () => import('./features/recipes/recipes-page'),
          (m) => m.RecipesPage,
        ),
      },
      { path: '/recipes/:id', Component: RecipePage },
      { path: '/recipe/:id', Component: RecipePage },
      {
        path: '/recipe-compiler',
        Component: lazyPage(
          () => import('./features/combos/recipe-compiler-page'),
          (m) => m.RecipeCompilerPage,
        ),
      },
      {
        path: '/create-combo',
        Component: lazyPage(
          () => import('./features/combos/create-combo-page'),
          (m) => m.CreateComboPage,
        ),
      },
      // docs/product.md#shop: the dashboard's /workshops link opens the shop's workshops tab.
      { path: '/workshops', element: <Navigate to="/shop?tab=workshops" replace /> },
      {
        path: '/about',
        Component: lazyPage(
          () => import('./features/about/about-page'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: '/favorites',
        Component: lazyPage(
          () => import('./features/favorites/favorites-page'),
          (m) => m.FavoritesPage,
        ),
      },
      {
        path: '/shopping-list',
        Component: lazyPage(
          () => import('./features/shopping-list/shopping-list-page'),
          (m) => m.ShoppingListPage,
        ),
      },
      {
        path: '/profile/edit',
        Component: lazyPage(
          () => import('./features/account/profile-edit-page'),
          (m) => m.ProfileEditPage,
        ),
      },
      {
        path: '/reset-password',
        Component: lazyPage(
          () => import('./features/reset-password/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      // The links of the workshop e-mails: a page with a button, so opening a link changes nothing.
      {
        path: '/notices/confirm',
        Component: lazyPage(
          () => import('./features/notices/confirm-notice-page'),
          (m) => m.ConfirmNoticePage,
        ),
      },
      {
        path: '/notices/unsubscribe',
        Component: lazyPage(
          () => import('./features/notices/unsubscribe-page'),
          (m) => m.UnsubscribePage,
        ),
      },
      // The link of a cancelled class's e-mail: the customer's choice (docs/product.md#shop).
      {
        path: '/class-change',
        Component: lazyPage(
          () => import('./features/class-change/class-change-page'),
          (m) => m.ClassChangePage,
        ),
      },
      {
        path: '/admin/login',
        Component: lazyPage(
          () => import('./features/admin/admin-login-page'),
          (m) => m.AdminLoginPage,
        ),
      },
      {
        // Pages that read server data through react-query; the library loads with them.
        Component: lazyPage(
          () => import('./query-layout'),
          (m) => m.QueryLayout,
        ),
        children: [
          {
            path: '/recipes/add',
            Component: lazyPage(
              () => import('./features/admin/recipe-add-page'),
              (m) => m.RecipeAddPage,
            ),
          },
          {
            path: '/recipes/add-combo',
            Component: lazyPage(
              () => import('./features/admin/combo-add-page'),
              (m) => m.ComboAddPage,
            ),
          },
          {
            path: '/recipes/edit/:slug',
            Component: lazyPage(
              () => import('./features/admin/recipe-edit-page'),
              (m) => m.RecipeEditPage,
            ),
          },
          {
            path: '/shop',
            Component: lazyPage(
              () => import('./features/shop/shop-page'),
              (m) => m.ShopPage,
            ),
          },
          {
            path: '/checkout',
            Component: lazyPage(
              () => import('./features/checkout/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            path: '/dashboard',
            Component: lazyPage(
              () => import('./features/account/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: '/admin/dashboard',
            Component: lazyPage(
              () => import('./features/admin/admin-dashboard-page'),
              (m) => m.AdminDashboardPage,
            ),
          },
        ],
      },
      {
        path: '*',
        Component: lazyPage(
          () => import('./features/not-found/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/** The page at the router's address in the frame of every page; a frame that cannot be drawn shows why instead. */
export function AppRoutes() {
  const page = useRoutes(routes);
  return <ErrorBoundary fallback={<RouteError />}>{page}</ErrorBoundary>;
}
