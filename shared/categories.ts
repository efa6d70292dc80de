/** docs/product.md#recipes (Recipes): category chip ids and labels, in display order. */
export const RECIPE_CATEGORIES = [
  { id: 'all', label: 'All Recipes' },
  { id: 'Bread', label: 'Bread & Pastries' },
  { id: 'BrunchBreakfast', label: 'Brunch & Breakfast' },
  { id: 'Cake', label: 'Cakes & Cupcakes' },
  { id: 'Cookies', label: 'Cookies & Bars' },
  { id: 'FavoriteCombos', label: 'Favorite Combos' },
  { id: 'FillingsSauces', label: 'Fillings & Sauces' },
  { id: 'Frostings', label: 'Frostings & Buttercreams' },
  { id: 'Gluten-Free', label: 'Gluten-Free' },
  { id: 'Seasonal', label: 'Seasonal' },
] as const;

export type RecipeCategoryId = (typeof RECIPE_CATEGORIES)[number]['id'];

export const FAVORITE_COMBOS_TAG = 'FavoriteCombos';

/** The category a '?tag=' names, read without regard to case ('bread' is Bread); other tags as written. */
export function categoryIdOf(tag: string): string {
  const lower = tag.toLowerCase();
  return RECIPE_CATEGORIES.find((c) => c.id.toLowerCase() === lower)?.id ?? tag;
}

export function categoryLabel(id: string): string {
  return RECIPE_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}
