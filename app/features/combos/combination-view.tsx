import type { Ref } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { paragraphs } from '../../../shared/story-links';
import { AddToShoppingList } from '../shopping-list';
import { ComboCard } from './combo-card';
import { ComboToolbar } from './combo-toolbar';
import { ResultActions } from './result-actions';
import type { CompilerResult } from './use-recipe-compiler';
import { useShownCombination } from './use-shown-combination';

/**
 * docs/product.md#combos (AI Recipe Combiner, result tab), with the recipe pages' size control and US/Metric
 * switch, one total time, and 'Print Recipe' printing it as a recipe page prints.
 */
export function CombinationView({
  result,
  recipes,
  onAnother,
  headingRef,
  printing,
}: {
  result: CompilerResult;
  /** The recipes on the device, to write the answer again at another size. */
  recipes: readonly Recipe[];
  onAnother(): void;
  /** The title, focused when a new result opens (reveal.ts). */
  headingRef?: Ref<HTMLHeadingElement>;
  printing: boolean;
}) {
  const { shown: c, size, units, setUnits } = useShownCombination(result, recipes);
  return (
    <ComboCard
      idPrefix="combination"
      title={c.title}
      headingRef={headingRef}
      description={c.description}
      figures={[
        { label: 'Prep', value: c.preparationTime },
        { label: 'Cook', value: c.cookingTime },
        { label: 'Total', value: c.totalTime ?? '' },
        { label: 'Serves', value: String(c.servings) },
      ]}
      toolbar={<ComboToolbar size={size} units={units} onUnits={setUnits} />}
      image={c.imageUrl ? { url: c.imageUrl, alt: c.title } : undefined}
      ingredients={c.ingredients}
      instructions={c.instructions}
      marker="number"
      lead={c.sourceRecipes}
    >
      {(c.tips.length > 0 || c.notes) && (
        <section aria-labelledby="combination-tips" className="border-t border-oat p-6 sm:p-8">
          {c.tips.length > 0 && (
            <>
              <h3 id="combination-tips" className="text-2xl">
                Tips &amp; Notes
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-6 text-[17px] leading-relaxed marker:text-crust">
                {c.tips.map((tip, i) => (
                  <li key={i}>{tip}</li>
                ))}
              </ul>
            </>
          )}
          {c.notes && (
            <div className="mt-4 rounded-2xl bg-cream/70 p-5" data-testid="combination-notes">
              {paragraphs(c.notes).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="combination-sources" className="border-t border-oat p-6 sm:p-8">
        <h3 id="combination-sources" className="text-xl">
          Source Recipes
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {c.sourceRecipes.map((title) => (
            <li key={title} className="rounded-full bg-crust/10 px-3 py-1 text-sm font-semibold text-crust">
              {title}
            </li>
          ))}
        </ul>
      </section>
      <ResultActions
        printing={printing}
        sheet={{
          title: c.title,
          facts: [
            `Serves ${c.servings}${size.value === 1 ? '' : ` (${size.label})`}`,
            `Prep ${c.preparationTime}`,
            `Cook ${c.cookingTime}`,
            ...(c.totalTime ? [`Total ${c.totalTime}`] : []),
          ],
          description: c.description,
          ingredients: c.ingredients,
          instructions: c.instructions,
          notes: [...c.tips, ...paragraphs(c.notes ?? '')],
          notesHeading: 'Tips & Notes',
          footerPath: '/recipe-compiler',
        }}
      >
        <AddToShoppingList lines={c.ingredients} system={units} source={`combination:${c.title}`} />
        <button type="button" className="btn-outline" onClick={onAnother}>
          Create Another Combination
        </button>
      </ResultActions>
    </ComboCard>
  );
}
