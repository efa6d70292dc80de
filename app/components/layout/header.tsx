import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BRAND } from '../../../shared/brand';
import { AccountControls, useAuth, useAuthDialog } from '../../features/auth';
import { CartButton } from '../../features/cart';
import { ErrorBoundary } from './error-boundary';
import { ConnectivityStatus } from '../../features/offline';
import { Logo } from './logo';

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
const SIGNED_IN_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/favorites', label: 'Favorites' },
];

/** spec visitor 2 (Header): links, cart with badge, account controls; a mobile menu. */
export function Header() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const links = user ? [...LINKS, ...SIGNED_IN_LINKS] : LINKS;

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

  const navClass = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-full px-2.5 py-2 text-[15px] font-semibold transition-colors ${isActive ? 'bg-cream text-crust' : 'text-cocoa hover:text-crust'}`;

  return (
    <header className="sticky top-0 z-40 border-b border-oat/80 bg-flour/95 backdrop-blur supports-[backdrop-filter]:bg-flour/80">
      <div className="container-page flex h-16 items-center gap-3">
        <Link to="/" className="flex items-center gap-2 rounded-full pr-2" aria-label={`${BRAND} home`}>
          <Logo className="h-9 w-9" />
          <span className="font-display text-xl font-semibold whitespace-nowrap text-crust">{BRAND}</span>
        </Link>
        <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 lg:flex xl:ml-4 xl:gap-1">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ConnectivityStatus />
          {/* A cart the device cannot read hides its button; it does not take the site down. */}
          <ErrorBoundary fallback={null}>
            <CartButton />
          </ErrorBoundary>
          <div className="hidden lg:flex">
            <AccountControls />
          </div>
          <button
            ref={menuButton}
            type="button"
            className="icon-btn lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-oat bg-flour lg:hidden">
          <nav aria-label="Mobile" className="container-page flex flex-col gap-1 py-3">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
                {link.label}
              </NavLink>
            ))}
            <div className="mt-2 border-t border-oat pt-3">
              <AccountControls />
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}
