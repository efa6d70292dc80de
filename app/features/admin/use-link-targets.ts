import type { LinkTarget } from '../../../shared/story-autolink';
import { allRecipes } from '../../data/recipes';
import { useCatalogQuery } from '../../hooks/use-catalog-query';

/** Recipe names the story auto-linking knows (docs/product.md#admin): the recipe list on this device. */
export function useLinkTargets(): readonly LinkTarget[] {
  return useCatalogQuery(async () => (await allRecipes()).map((r) => ({ title: r.title, slug: r.slug })), []) ?? [];
}
