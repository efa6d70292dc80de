/**
 * docs/product.md#combos: the parts of a Favorite Combo whose recipe is no longer on the site, named by
 * the combo's story (its link's words), where their ingredients and steps would have been listed.
 */
export function GoneParts({ titles }: { titles: string[] }) {
  if (!titles.length) return null;
  return (
    <p role="note" className="max-w-3xl rounded-2xl bg-cream/70 p-6 text-ink">
      {titles
        .map((title) => `${title} is no longer on the site, so its ingredients and steps are not listed here.`)
        .join(' ')}
    </p>
  );
}
