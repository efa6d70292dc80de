import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a new page may take to show its heading (a recipe read from the device, then the network). */
const HEADING_WAIT_MS = 5000;

/**
 * After a move to another page, keyboard focus goes to the new page's main heading, so a
 * screen reader says where the visitor now is and Tab goes on from the top of the page
 * (without it, focus stayed on the link just used, or fell to <body>, and nothing was said).
 *
 * Left alone: the first load; a change of the hash (#ingredients) or of the query alone unless
 * a link was followed (the Recipes search writes ?search= while the visitor types); a link to a section of another page
 * (/about#faq), which the page or the browser scrolls to; Back and Forward, where the browser
 * puts the page back where it was; and an open dialog, which keeps focus and gives it back itself.
 */
export function useFocusPageHeading() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, search });

  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, search };
    if (navigationType === 'POP' || hash) return;
    if (before.pathname === pathname) {
      // The same page with another query: only a followed link (the footer's 'Bread' on the
      // Recipes page) moves focus; the search box and the category chips keep it.
      if (before.search === search || !(document.activeElement instanceof HTMLAnchorElement)) return;
    }
    return focusHeadingOnceShown(document.activeElement);
  }, [pathname, search, hash, navigationType]);
}

const OPEN_DIALOG = '[role=dialog]:not([data-state=closed]),[role=alertdialog]:not([data-state=closed])';

/** Focuses the page's h1 as soon as it is on the page; gives up if the visitor moves focus first. Returns a cancel. */
function focusHeadingOnceShown(focusedBefore: Element | null): () => void {
  const main = document.getElementById('main');
  if (!main || focusedBefore?.closest(OPEN_DIALOG)) return () => undefined;

  const tryFocus = (): boolean => {
    const active = document.activeElement;
    const visitorMovedFocus = active !== null && active !== document.body && active !== focusedBefore;
    if (visitorMovedFocus || document.querySelector(OPEN_DIALOG)) return true;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // Focusable from script only: Tab does not stop on it, and styles.css shows no ring on it.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    // The router has scrolled the new page to its top; focus must not scroll it again.
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;

  // The page shows a skeleton first: wait for its heading.
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
