import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * Where each page is scrolled (docs/decisions/023-react-router.md): React Router's own
 * ScrollRestoration needs its data router, which the app does not load, so this does what it
 * does. A new page (a link, a replace) opens at its top, or at its #section when it has one; Back
 * and Forward put a page back where the visitor left it, and so does a reload, the positions
 * being kept in sessionStorage for the tab's life. The browser's own restoring is off while this
 * is mounted: the page it would restore to is not rendered yet when it tries.
 */

const STORAGE_KEY = 'scroll-positions';

/** Read once per page load; the position of the page on screen is written into it as the visitor scrolls. */
let positions: Record<string, number> | undefined;

function storedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      positions = stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

const byEntry = (location: Location) => location.key;

export function ScrollRestoration({ getKey = byEntry }: { getKey?: (location: Location) => string }) {
  const location = useLocation();
  const key = getKey(location);
  /** The key of the page on screen; null before the first is shown. */
  const shown = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Kept as the visitor scrolls, so a move away leaves the page's position behind it, and on
    // leaving or reloading the tab, so a reload, or Back from another site, comes back to it.
    const keep = () => {
      if (shown.current !== null) storedPositions()[shown.current] = window.scrollY;
    };
    const save = () => {
      keep();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(storedPositions()));
      } catch {
        // Storage full or refused: only the positions are lost.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', keep, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', keep);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const first = shown.current === null;
    shown.current = key;
    const saved = storedPositions()[key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    // The page the tab opened on stays where the browser put it.
    if (first) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [key, location.hash]);

  return null;
}
