import { syncState } from '../../data/sync-state';
import { useStore } from 'zustand';

/**
 * What a recipe screen shows when the device has nothing to show yet: skeletons while the first
 * sync runs, the error text when it failed, and the empty state only once the catalog is known.
 */
export function useCatalogStatus(hasRecipes: boolean | undefined): 'loading' | 'error' | 'ready' {
  // Only these two parts of the sync's state: its progress figures change many times during a
  // sync, and would render the whole screen again each time.
  const complete = useStore(syncState, (s) => s.complete);
  const failed = useStore(syncState, (s) => s.status === 'error');
  if (hasRecipes) return 'ready';
  if (hasRecipes === undefined) return 'loading';
  if (complete) return 'ready';
  if (failed) return 'error';
  return 'loading';
}
