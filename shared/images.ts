/** Stored images (`/objects/{key}`) come in 400/800/1200 px WebP variants; others are used as given. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

export function imageSources(imageUrl: string | null | undefined, width: 400 | 800 | 1200 = 800): { src: string; srcSet?: string } | null {
  if (!imageUrl) return null;
  if (/^\/objects\/[a-z0-9-]+$/.test(imageUrl)) {
    return { src: `${imageUrl}/${width}`, srcSet: IMAGE_WIDTHS.map((w) => `${imageUrl}/${w} ${w}w`).join(', ') };
  }
  return { src: imageUrl };
}
