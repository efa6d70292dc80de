import { isRecipeAddress } from '../../../shared/app-pages';
import { FAVORITE_COMBOS_TAG } from '../../../shared/categories';
import type { PartSteps } from '../../../shared/combo-recipe';

/**
 * The method's writer of a Favorite Combo part's steps (shared/method `partSteps`): a part made
 * twice greases two pans, not one. It stays out of every page's first load
 * (docs/decisions/002-first-load-budget.md), and a page that leads with a Favorite Combo loads it
 * before its first render, on the server and in the browser alike (partStepsBeforeFirstRender),
 * so the combo's steps are right from the first paint and the hydrated HTML matches (decision 007).
 */
let loaded: PartSteps | null = null;
let loading: Promise<PartSteps> | null = null;

/** The writer, or null until it has loaded. */
export const loadedPartSteps = (): PartSteps | null => loaded;

export function loadPartSteps(): Promise<PartSteps> {
  loading ??= import('../../../shared/method').then((method) => (loaded = method.partSteps));
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * Loads the writer when the page at `path` is a Favorite Combo's recipe page (the recipe its HTML
 * leads with, `recipes[0]`); any other page goes on at once. Never rejects: without the writer
 * the steps show their amounts scaled and are written again once a later load succeeds.
 */
export async function partStepsBeforeFirstRender(
  path: string,
  recipes: readonly { tags: readonly string[] }[] | undefined,
): Promise<void> {
  if (!isRecipeAddress(path) || !recipes?.[0]?.tags.includes(FAVORITE_COMBOS_TAG)) return;
  await loadPartSteps().catch(() => undefined);
}
