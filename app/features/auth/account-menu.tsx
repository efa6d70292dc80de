import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/auth';
import { displayName } from './display-name';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/profile/edit', label: 'Edit Profile' },
];

/** The header's 'My Account' menu (docs/product.md#accounts). */
export function AccountMenu({ user }: { user: User }) {
  const name = displayName(user);
  return (
    // Not modal: a modal menu hides the page (aria-hidden) while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="btn-ghost gap-1.5 px-3">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="sr-only">My Account: </span>
        <span className="max-w-32 truncate">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-2xl border border-oat bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pt-2 text-xs font-bold tracking-wider text-cocoa uppercase">
            My Account
          </DropdownMenu.Label>
          <p className="truncate px-3 pb-2 font-semibold text-ink">{name}</p>
          <DropdownMenu.Separator className="my-1 h-px bg-oat" />
          {LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="flex min-h-11 items-center rounded-xl px-3 font-semibold text-cocoa data-[highlighted]:bg-cream data-[highlighted]:text-crust"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
