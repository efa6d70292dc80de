import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { createStore } from 'zustand/vanilla';

/**
 * The history entry on screen (its location key), for work outside React that follows the
 * visitor's moves between pages: the background sync runs again on a page change a while after
 * the last one (app/start.ts). Null until the first page is shown.
 */
export const shownPage = createStore<string | null>(() => null);

/** Keeps `shownPage` up with every move. Called once, by the root layout. */
export function useShownPage(): void {
  const { key } = useLocation();
  useEffect(() => shownPage.setState(key), [key]);
}
