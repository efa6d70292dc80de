import { useEffect, useLayoutEffect } from 'react';
import { useRouter, useRouterState } from './hooks';
import type { Location } from './path';

/**
 * Where each page is scrolled, as React Router's ScrollRestoration did it: a new page (a link, a
 * replace) opens at its top, or at its #section when it has one; Back and Forward put a page back
 * where the visitor left it, and so does a reload, the positions being kept in sessionStorage
 * for the tab's life. The browser's own restoring is off while this is mounted: the page it would
 * restore to is not rendered yet when it tries.
 */

const STORAGE_KEY = 'scroll-positions';

/** Read once per page load; the router writes a page's position into it as the visitor leaves it. */
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
  const router = useRouter();
  const { location, restoreScrollPosition } = useRouterState();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Kept when the page is left or reloaded: a reload, or Back from another site, comes back to it.
  useEffect(() => {
    const save = () => {
      const saved = storedPositions();
      saved[getKey(router.state.location)] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: only the positions are lost.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [router, getKey]);

  useLayoutEffect(
    () => router.enableScrollRestoration(storedPositions(), () => window.scrollY, getKey),
    [router, getKey],
  );

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition]);

  return null;
}
