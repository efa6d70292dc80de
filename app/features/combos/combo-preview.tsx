import type { ReactNode, Ref } from 'react';
import type { TemporaryCombo } from '../../../shared/combo';
import { AddToShoppingList } from '../shopping-list';
import { ComboCard } from './combo-card';
import { ResultActions } from './result-actions';
import { createdDate } from './saved-combos';

/**
 * The Personal Combo's Preview tab (docs/product.md#combos): the printable card with its badges and
 * 'About This Combination' story, its actions, and (once made) what 'Print Recipe' prints.
 */
export function ComboPreview({
  combo,
  made,
  saved,
  creating,
  printing,
  headingRef,
  toolbar,
  onCreate,
  onSave,
  onAnother,
}: {
  combo: TemporaryCombo;
  /** Created (or opened from the saved list), not only the live preview. */
  made: boolean;
  saved: boolean;
  creating: boolean;
  printing: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The size and units controls. */
  toolbar?: ReactNode;
  onCreate(): void;
  onSave(): void;
  onAnother(): void;
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
  const sheet = {
    title: combo.title,
    facts: [
      'Personal Combo',
      `Serves ${combo.servings}`,
      `Prep ${combo.prepTime}`,
      `Cook ${combo.cookTime}`,
      ...(combo.totalTime ? [`Total ${combo.totalTime}`] : []),
    ],
    description: combo.description,
    ingredients: combo.ingredients,
    instructions: combo.instructions,
    numbered: true,
    notes: [combo.story],
  };
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
        { label: 'Total', value: combo.totalTime ?? '' },
        { label: 'Serves', value: String(combo.servings) },
      ]}
      toolbar={toolbar}
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
      <ResultActions sheet={made ? sheet : null} printing={printing}>
        {made ? (
          <>
            <button type="button" className="btn-outline" onClick={onSave} disabled={saved}>
              {saved ? 'Saved to my combos' : 'Save to my combos'}
            </button>
            <AddToShoppingList
              lines={combo.ingredients}
              {...(combo.units ? { system: combo.units } : {})}
              source={`combo:${combo.title}`}
            />
            <button type="button" className="btn-ghost" onClick={onAnother}>
              Create Another Combo
            </button>
          </>
        ) : (
          <button type="button" className="btn-accent" onClick={onCreate} disabled={creating}>
            {creating ? 'Creating Combo...' : 'Create Recipe Combo'}
          </button>
        )}
      </ResultActions>
    </ComboCard>
  );
}
