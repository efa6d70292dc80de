import { useEffect, useRef, useState } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { BRAND } from '../../shared/brand';
import { AccountControls, useAuth, useAuthDialog } from '../features/auth';
import { isAdminInThisTab } from '../features/admin';
import { CartButton } from '../features/cart';
import { ErrorBoundary } from './error-boundary';
import { OfflineCorner } from './offline-corner';
import { Logo } from '../components/layout/logo';
import { ListIcon } from '../components/list-icon';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const LINKS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/recipes', label: 'Recipes' },
  { to: '/create-combo', label: 'Create Combo' },
  { to: '/shop', label: 'Shop' },
  { to: '/about', label: 'About' },
];
/** While the tab holds an admin session: the way back to the dashboard from the site's pages. */
const ADMIN_LINK: NavItem = { to: '/admin/dashboard', label: 'Admin' };
const ADMIN_FORM_PATHS = ['/recipes/add', '/recipes/add-combo', '/recipes/edit/:slug'];
/**
 * The shopping list (docs/product.md#shopping-list): a named link in the menu, and in the row a
 * mark beside the cart, so the row of links keeps its widths (a sixth word pushed Logout off a
 * 1280 px screen). On a phone the menu and the dock's link carry it: the row has no room at 320 px.
 */
const SHOPPING_LIST_LINK: NavItem = { to: '/shopping-list', label: 'Shopping List' };
const SIGNED_IN_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/favorites', label: 'Favorites' },
];

/**
 * From which width the links and the account controls fit in one row; below it they are in the
 * menu. More links need more room: signed in (Dashboard, Favorites, a name and Logout) the row
 * is too wide for 1024 px, and with the Admin link as well for 1280 px. Whole class names, so
 * Tailwind finds them.
 */
const ROW_FROM = {
  lg: { row: 'lg:flex', menu: 'lg:hidden' },
  xl: { row: 'xl:flex', menu: 'xl:hidden' },
  '2xl': { row: '2xl:flex', menu: '2xl:hidden' },
} as const;
const rowFrom = (links: number) =>
  ROW_FROM[links <= LINKS.length ? 'lg' : links <= LINKS.length + SIGNED_IN_LINKS.length ? 'xl' : '2xl'];

/** docs/product.md (Header): links, cart with badge, account controls; a mobile menu. */
export function Header() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Read at every render: the header renders again on each navigation, as after an admin login or logout.
  const admin = isAdminInThisTab();
  const links = [...LINKS, ...(user ? SIGNED_IN_LINKS : []), ...(admin ? [ADMIN_LINK] : [])];
  const wide = rowFrom(links.length);

  // spec: the mobile menu closes on route change: every navigation, not only a new path. A menu
  // link to the page's own path (Recipes from /recipes?tag=Bread, Shop from /shop) changes only the
  // query or nothing at all, and the menu stayed open over the page it had just shown.
  useEffect(() => setMenuOpen(false), [location.key]);

  // Sign In from the mobile menu: the menu closes behind the dialog, and when the dialog closes
  // focus goes to the menu button (the Sign In button it came from has gone).
  const { isOpen: signingIn } = useAuthDialog();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closedForDialog = useRef(false);
  useEffect(() => {
    if (signingIn && menuOpen) {
      closedForDialog.current = true;
      setMenuOpen(false);
    } else if (!signingIn && closedForDialog.current) {
      closedForDialog.current = false;
      menuButton.current?.focus();
    }
  }, [signingIn, menuOpen]);

  // The admin's recipe forms live under /recipes, but they are the admin's pages, not the catalog.
  const onAdminForm = ADMIN_FORM_PATHS.some((path) => matchPath(path, location.pathname));
  const isCurrent = (link: NavItem) =>
    onAdminForm
      ? link === ADMIN_LINK
      : matchPath({ path: link.to, end: link.end ?? false }, location.pathname) !== null;
  const navLink = (link: NavItem) => {
    const current = isCurrent(link);
    return (
      <Link
        key={link.to}
        to={link.to}
        aria-current={current ? 'page' : undefined}
        className={`whitespace-nowrap rounded-full px-2.5 py-2 text-[15px] font-semibold transition-colors ${current ? 'bg-cream text-crust' : 'text-cocoa hover:text-crust'}`}
      >
        {link.label}
      </Link>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-oat/80 bg-flour/95 backdrop-blur supports-[backdrop-filter]:bg-flour/80">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3">
        <Link to="/" className="flex items-center gap-2 rounded-full pr-2" aria-label={`${BRAND} home`}>
          <Logo className="h-9 w-9" />
          {/* A size smaller on a phone: at 320 px, offline with a change waiting, the row was 11 px too wide. */}
          <span className="font-display text-lg font-semibold whitespace-nowrap text-crust sm:text-xl">{BRAND}</span>
        </Link>
        <nav aria-label="Main" className={`ml-2 hidden items-center gap-0.5 xl:ml-4 xl:gap-1 ${wide.row}`}>
          {links.map(navLink)}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <OfflineCorner />
          {/* A cart the device cannot read hides its button; it does not take the site down. */}
          <Link to={SHOPPING_LIST_LINK.to} className="icon-btn max-sm:hidden" aria-label="Shopping list">
            <ListIcon className="h-6 w-6" />
          </Link>
          <ErrorBoundary fallback={null}>
            <CartButton />
          </ErrorBoundary>
          <div className={`hidden ${wide.row}`}>
            <AccountControls />
          </div>
          <button
            ref={menuButton}
            type="button"
            className={`icon-btn ${wide.menu}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div
          id="mobile-menu"
          className={`border-t border-oat bg-flour ${wide.menu}`}
          // Escape closes the menu, as a disclosure should, and hands focus back to its button.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || event.defaultPrevented) return;
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
        >
          <nav aria-label="Mobile" className="container-page flex flex-col gap-1 py-3">
            {[...links, SHOPPING_LIST_LINK].map(navLink)}
            <div className="mt-2 border-t border-oat pt-3">
              <AccountControls />
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}
