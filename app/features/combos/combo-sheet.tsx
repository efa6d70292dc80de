import type { Ref } from 'react';
import type { TemporaryCombo } from '../../../shared/combo';
import { ComboCard } from './combo-card';

export function createdDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The printable personal combo card (docs/product.md#combos, Preview tab). */
export function ComboSheet({
  combo,
  saved,
  headingRef,
}: {
  combo: TemporaryCombo;
  saved: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const badges = (
    <ul className="flex flex-wrap gap-2" aria-label="About this combo">
      <li className="rounded-full bg-crust px-3 py-1 text-sm font-bold text-white">Personal Combo</li>
      {saved ? (
        <li className="rounded-full bg-sage px-3 py-1 text-sm font-bold text-white">Saved on this device</li>
      ) : (
        <li className="rounded-full bg-butter px-3 py-1 text-sm font-bold text-ink">Temporary</li>
      )}
      <li className="rounded-full border border-oat bg-white px-3 py-1 text-sm font-semibold text-cocoa">
        Created: {createdDate(combo.createdAt)}
      </li>
    </ul>
  );
  return (
    <ComboCard
      idPrefix="combo"
      title={combo.title}
      headingRef={headingRef}
      badges={badges}
      description={combo.description}
      figures={[
        { label: 'Prep', value: combo.prepTime },
        { label: 'Cook', value: combo.cookTime },
        { label: 'Serves', value: String(combo.servings) },
      ]}
      image={combo.imageUrl ? { url: combo.imageUrl, alt: combo.selectedRecipes[0]?.title ?? combo.title } : undefined}
      ingredients={combo.ingredients}
      instructions={combo.instructions}
      marker="none"
    >
      <section aria-labelledby="combo-story" className="border-t border-oat p-6 sm:p-8">
        <h3 id="combo-story" className="text-2xl">
          About This Combination
        </h3>
        <p className="mt-3 max-w-3xl text-[17px] leading-relaxed">{combo.story}</p>
      </section>
    </ComboCard>
  );
}
