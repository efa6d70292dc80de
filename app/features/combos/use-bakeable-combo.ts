import { useEffect, useMemo, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { bakeableCombo, comboLinks, isFavoriteCombo, type PartSteps } from '../../../shared/combo-recipe';
import { catalogSeeded } from '../../data/catalog-seed';
import { fetchRecipeIntoDevice, recipeBySlugOrId } from '../../data/recipes';
import { useCatalogQuery } from '../../hooks/use-catalog-query';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { usePageRecipes } from '../../components/recipes/use-page-recipes';
import { loadPartSteps, loadedPartSteps } from './part-steps';

const sameList = (shown: readonly Recipe[], read: readonly Recipe[]) =>
  shown.length === read.length && shown.every((r, i) => r.id === read[i]!.id && r.version === read[i]!.version);

/** The writer of a part's steps at its batches (./part-steps.ts); null until it has loaded. */
function usePartSteps(wanted: boolean): PartSteps | null {
  const [steps, setSteps] = useState<PartSteps | null>(loadedPartSteps);
  useEffect(() => {
    if (!wanted || steps) return;
    let live = true;
    void loadPartSteps()
      .then((write) => live && setSteps(() => write))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, steps]);
  return steps;
}

/**
 * A Favorite Combo as a recipe a baker can follow (docs/product.md#combos): its linked recipes, read
 * from the device, become its ingredient sections ('---Raspberry Filling---') and step sections
 * ('**Raspberry Filling**'), which the recipe tools already show, cook from and print. Any other recipe
 * comes back as it is. On a first visit the page's HTML carries the linked recipes beside the combo
 * (api/pages.ts): the server renders the sections, and the browser's first render is the same until the
 * device has stored them. Elsewhere, until the linked recipes are read, the combo shows its own lines.
 * A part made more or less than once has its steps written from its method, which a page leading
 * with the combo loads before its first render (./part-steps.ts).
 */
export function useBakeableCombo(recipe: Recipe): { recipe: Recipe; gone: string[] } {
  const combo = isFavoriteCombo(recipe);
  const links = useMemo(() => (combo ? comboLinks(recipe.story) : []), [combo, recipe.story]);
  const slugs = links.map((l) => l.slug);
  const key = slugs.join(' ');
  // Any other recipe takes nothing from the page: it has no linked recipes to wait for.
  const { fromPage, deviceReady } = usePageRecipes((rows) =>
    slugs.length ? slugs.flatMap((slug) => rows.filter((r) => r.slug === slug)) : undefined,
  );
  const linked = useCatalogQuery(
    async () =>
      deviceReady
        ? (await Promise.all(slugs.map((slug) => recipeBySlugOrId(slug)))).filter((r) => r !== undefined)
        : (fromPage ?? []),
    [key, deviceReady],
    // Undefined until read, so no part counts as gone before the device has answered.
    { initial: fromPage, same: sameList },
  );

  // A first visit may open the combo before the sync has brought the recipes it links: ask for those.
  useEffect(() => {
    if (!slugs.length) return;
    let cancelled = false;
    void catalogSeeded().then(async () => {
      for (const slug of slugs) {
        if (cancelled) return;
        if (!(await recipeBySlugOrId(slug))) await fetchRecipeIntoDevice(slug).catch(() => false);
      }
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Each part's steps at its batches, from the model of its method once that has loaded.
  const partSteps = usePartSteps(slugs.length > 0);
  const bakeable = useMemo(
    () => bakeableCombo(recipe, linked ?? [], partSteps ?? undefined),
    [recipe, linked, partSteps],
  );
  // docs/product.md#combos: a part whose recipe is gone is named, by the story's words for it. The
  // page's HTML holds what the server found; the device, once the whole catalog has been on it (its
  // sync's COMPLETE_KEY, app/data/sync-state.ts), lacks only a deleted recipe.
  const complete = useDeviceQuery(
    async (db) => combo && (await db.meta.get('recipesComplete'))?.value === true,
    [combo],
  );
  const gone =
    linked && (deviceReady ? complete : fromPage) ? links.filter((l) => !linked.some((r) => r.slug === l.slug)) : [];
  const goneKey = gone.map((l) => l.slug).join(' ');
  // Its words stay in the story, as words: a link (and the 'This combo uses' chip) would lead to 'Recipe Not Found'.
  const shown = useMemo(
    () => (goneKey ? { ...bakeable, story: withoutLinksTo(bakeable.story, goneKey.split(' ')) } : bakeable),
    [bakeable, goneKey],
  );
  return { recipe: shown, gone: gone.map((l) => l.title) };
}

/** `story` with its links to `slugs` written as their words. */
function withoutLinksTo(story: string, slugs: readonly string[]): string {
  return story.replace(
    /\[([^\]\n]{1,200})\]\(\/recipes?\/([a-z0-9][a-z0-9-]*)\)/g,
    (whole, words: string, slug: string) => (slugs.includes(slug) ? words : whole),
  );
}
