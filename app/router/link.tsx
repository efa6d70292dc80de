import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useLocation, useNavigate } from './hooks';
import { createPath, resolveTo, type To } from './path';

/**
 * Links between the app's pages: a real <a href> (it opens in a new tab, copies, works before the
 * app has started), which a plain left click turns into a move inside the app. A click with a
 * modifier key, on a link with a target, or to another site is the browser's.
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry; by default a link to the address already shown does. */
  replace?: boolean;
  state?: unknown;
  /** A full page load (the error screen's Home: the app starts anew). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const path = external ? null : resolveTo(to, location.pathname);
  const href = path ? createPath(path) : (to as string);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !path ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void navigate(path, { replace: replace ?? createPath(location) === href, state });
  };

  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** Moves to `to` once rendered (a route that only leads elsewhere: /workshops). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = createPath(resolveTo(to, pathname));
  useEffect(() => {
    void navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
