import { Navigate, type RouteObject } from './router';
import { RootLayout } from './shell/root-layout';
import { RouteError } from './shell/route-error';

/**
 * docs/product.md: every route, each page loaded on demand. The browser's
 * router is made from these in app/start-router.ts, the server's render in app/entry-server.tsx.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while a lazily loaded page's first module arrives on a cold start: the page's
    // background, as before the router starts (see app/router/router-provider.tsx).
    hydrateFallbackElement: <div className="min-h-dvh bg-flour" aria-busy="true" />,
    children: [
      { path: '/', lazy: () => import('./features/home/home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: '/recipes',
        lazy: () => import('./features/recipes/recipes-page').then((m) => ({ Component: m.RecipesPage })),
      },
      {
        path: '/recipes/:id',
        lazy: () => import('./features/recipes/recipe-page').then((m) => ({ Component: m.RecipePage })),
      },
      {
        path: '/recipe/:id',
        lazy: () => import('./features/recipes/recipe-page').then((m) => ({ Component: m.RecipePage })),
      },
      {
        path: '/recipe-compiler',
        lazy: () => import('./features/combos/recipe-compiler-page').then((m) => ({ Component: m.RecipeCompilerPage })),
      },
      {
        path: '/create-combo',
        lazy: () => import('./features/combos/create-combo-page').then((m) => ({ Component: m.CreateComboPage })),
      },
      // docs/product.md#shop: the dashboard's /workshops link opens the shop's workshops tab.
      { path: '/workshops', element: <Navigate to="/shop?tab=workshops" replace /> },
      { path: '/about', lazy: () => import('./features/about/about-page').then((m) => ({ Component: m.AboutPage })) },
      {
        path: '/favorites',
        lazy: () => import('./features/favorites/favorites-page').then((m) => ({ Component: m.FavoritesPage })),
      },
      {
        path: '/shopping-list',
        lazy: () =>
          import('./features/shopping-list/shopping-list-page').then((m) => ({ Component: m.ShoppingListPage })),
      },
      {
        path: '/profile/edit',
        lazy: () => import('./features/account/profile-edit-page').then((m) => ({ Component: m.ProfileEditPage })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('./features/reset-password/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      // The links of the workshop e-mails: a page with a button, so opening a link changes nothing.
      {
        path: '/notices/confirm',
        lazy: () => import('./features/notices/confirm-notice-page').then((m) => ({ Component: m.ConfirmNoticePage })),
      },
      {
        path: '/notices/unsubscribe',
        lazy: () => import('./features/notices/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
      },
      // The link of a cancelled class's e-mail: the customer's choice (docs/product.md#shop).
      {
        path: '/class-change',
        lazy: () => import('./features/class-change/class-change-page').then((m) => ({ Component: m.ClassChangePage })),
      },
      {
        path: '/admin/login',
        lazy: () => import('./features/admin/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        // Pages that read server data through react-query; the library loads with them.
        lazy: () => import('./query-layout').then((m) => ({ Component: m.QueryLayout })),
        children: [
          {
            path: '/recipes/add',
            lazy: () => import('./features/admin/recipe-add-page').then((m) => ({ Component: m.RecipeAddPage })),
          },
          {
            path: '/recipes/add-combo',
            lazy: () => import('./features/admin/combo-add-page').then((m) => ({ Component: m.ComboAddPage })),
          },
          {
            path: '/recipes/edit/:slug',
            lazy: () => import('./features/admin/recipe-edit-page').then((m) => ({ Component: m.RecipeEditPage })),
          },
          { path: '/shop', lazy: () => import('./features/shop/shop-page').then((m) => ({ Component: m.ShopPage })) },
          {
            path: '/checkout',
            lazy: () => import('./features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
          },
          {
            path: '/dashboard',
            lazy: () => import('./features/account/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: '/admin/dashboard',
            lazy: () =>
              import('./features/admin/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
