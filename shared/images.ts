/** Stored images (`/objects/{key}`) come in 400/800/1200 px WebP variants; others are used as given. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

export function imageSources(
  imageUrl: string | null | undefined,
  width: 400 | 800 | 1200 = 800,
): { src: string; srcSet?: string } | null {
  if (!imageUrl) return null;
  if (/^\/objects\/[a-z0-9-]+$/.test(imageUrl)) {
    return { src: `${imageUrl}/${width}`, srcSet: IMAGE_WIDTHS.map((w) => `${imageUrl}/${w} ${w}w`).join(', ') };
  }
  return { src: imageUrl };
}

/**
 * The `sizes` of the places a recipe photo leads a page: the recipe cards (the first featured
 * one is the home page's largest paint), the Recipes list's cards (two columns on a phone, so a
 * phone fetches the 400 px file, not the 800) and the photo on a recipe's own page. The server
 * preloads that image with the same values, so the browser fetches the same file.
 */
export const RECIPE_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 45vw, 92vw';
export const RECIPE_LIST_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 45vw, 46vw';
export const RECIPE_PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw';
