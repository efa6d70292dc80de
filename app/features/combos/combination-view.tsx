import type { Ref } from 'react';
import type { CombinationResult } from '../../../shared/schemas/ai';
import { paragraphs } from '../../../shared/story-links';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { ComboLines } from './combo-lines';
import { Figure } from './combo-sheet';

/** spec visitor 2 (AI Recipe Combiner, result tab). */
export function CombinationView({
  combination,
  onAnother,
  headingRef,
}: {
  combination: CombinationResult;
  onAnother(): void;
  /** The title, focused when a new result opens (reveal.ts). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <article className="card scroll-mt-24 overflow-hidden" aria-labelledby="combination-title">
      <div className="grid gap-6 bg-cream/70 p-6 sm:p-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center">
        <div>
          <h2 id="combination-title" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
            {combination.title}
          </h2>
          {combination.description && <p className="mt-3 text-lg text-cocoa">{combination.description}</p>}
          <dl className="mt-5 grid grid-cols-3 gap-3">
            <Figure label="Prep" value={combination.preparationTime} />
            <Figure label="Cook" value={combination.cookingTime} />
            <Figure label="Serves" value={String(combination.servings)} />
          </dl>
        </div>
        {combination.imageUrl && (
          <RecipeImage
            url={combination.imageUrl}
            alt={combination.title}
            sizes="(min-width: 768px) 40vw, 100vw"
            className="aspect-[4/3] w-full rounded-2xl"
          />
        )}
      </div>

      <div className="grid gap-10 p-6 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="combination-ingredients">
          <h3 id="combination-ingredients" className="text-2xl">
            Ingredients
          </h3>
          <div className="mt-4">
            <ComboLines lines={combination.ingredients} />
          </div>
        </section>
        <section aria-labelledby="combination-instructions">
          <h3 id="combination-instructions" className="text-2xl">
            Instructions
          </h3>
          <div className="mt-4">
            <ComboLines lines={combination.instructions} marker="number" lead={combination.sourceRecipes} />
          </div>
        </section>
      </div>

      {(combination.tips.length > 0 || combination.notes) && (
        <section aria-labelledby="combination-tips" className="border-t border-oat p-6 sm:p-8">
          {combination.tips.length > 0 && (
            <>
              <h3 id="combination-tips" className="text-2xl">
                Tips &amp; Notes
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-6 text-[17px] leading-relaxed marker:text-crust">
                {combination.tips.map((tip, i) => (
                  <li key={i}>{tip}</li>
                ))}
              </ul>
            </>
          )}
          {combination.notes && (
            <div className="mt-4 rounded-2xl bg-cream/70 p-5" data-testid="combination-notes">
              {paragraphs(combination.notes).map((p, i) => (
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
          {combination.sourceRecipes.map((title) => (
            <li key={title} className="rounded-full bg-crust/10 px-3 py-1 text-sm font-semibold text-crust">
              {title}
            </li>
          ))}
        </ul>
        <button type="button" className="btn-primary mt-8" onClick={onAnother}>
          Create Another Combination
        </button>
      </section>
    </article>
  );
}
