import type { Ref } from 'react';
import type { TemporaryCombo } from '../../../shared/combo';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { ComboLines } from './combo-lines';

export function createdDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The printable personal combo card (spec visitor 2, Preview tab). */
export function ComboSheet({
  combo,
  saved,
  headingRef,
}: {
  combo: TemporaryCombo;
  saved: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <article className="card scroll-mt-24 overflow-hidden" aria-labelledby="combo-title">
      <div className="grid gap-6 bg-cream/70 p-6 sm:p-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center">
        <div>
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
          <h2 id="combo-title" ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-semibold sm:text-4xl">
            {combo.title}
          </h2>
          <p className="mt-3 text-lg text-cocoa">{combo.description}</p>
          <dl className="mt-5 grid grid-cols-3 gap-3">
            <Figure label="Prep" value={combo.prepTime} />
            <Figure label="Cook" value={combo.cookTime} />
            <Figure label="Serves" value={String(combo.servings)} />
          </dl>
        </div>
        {combo.imageUrl && (
          <RecipeImage
            url={combo.imageUrl}
            alt={combo.selectedRecipes[0]?.title ?? combo.title}
            sizes="(min-width: 768px) 40vw, 100vw"
            className="aspect-[4/3] w-full rounded-2xl"
          />
        )}
      </div>
      <div className="grid gap-10 p-6 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="combo-ingredients">
          <h3 id="combo-ingredients" className="text-2xl">
            Ingredients
          </h3>
          <div className="mt-4">
            <ComboLines lines={combo.ingredients} />
          </div>
        </section>
        <section aria-labelledby="combo-instructions">
          <h3 id="combo-instructions" className="text-2xl">
            Instructions
          </h3>
          <div className="mt-4">
            <ComboLines lines={combo.instructions} marker="none" />
          </div>
        </section>
      </div>
      <section aria-labelledby="combo-story" className="border-t border-oat p-6 sm:p-8">
        <h3 id="combo-story" className="text-2xl">
          About This Combination
        </h3>
        <p className="mt-3 max-w-3xl text-[17px] leading-relaxed">{combo.story}</p>
      </section>
    </article>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white px-3 py-2">
      <dt className="text-xs font-bold tracking-wider text-cocoa uppercase">{label}</dt>
      <dd className="font-semibold">{value || '—'}</dd>
    </div>
  );
}
