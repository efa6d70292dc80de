import { syncState } from '../../data/sync-state';
import { useStore } from '../use-store';

/**
 * What a recipe screen shows when the device has nothing to show yet: skeletons while the first
 * sync runs, the error text when it failed, and the empty state only once the catalog is known.
 */
export function useCatalogStatus(hasRecipes: boolean | undefined): 'loading' | 'error' | 'ready' {
  const sync = useStore(syncState);
  if (hasRecipes) return 'ready';
  if (hasRecipes === undefined) return 'loading';
  if (sync.complete) return 'ready';
  if (sync.status === 'error') return 'error';
  return 'loading';
}
