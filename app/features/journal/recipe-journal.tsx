import { Link } from 'react-router-dom';
import type { JournalEntry } from '../../../shared/journal';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { bakeDate, bakeHref, madeTimes } from './bake-date';
import type { ShownRecipe } from './bake-snapshot';
import { BakeReview } from './bake-review';
import { MadeThis } from './made-this';

/** How many of a recipe's bakes are listed under it; the rest are in the dashboard's Bakes tab. */
const LISTED = 5;

/**
 * Under the recipe (docs/product.md#recipes): "I made this", and the bakes the journal holds of
 * it ("You made this 3 times"), newest first, each linking to its entry.
 */
export function RecipeJournal({ shown }: { shown: ShownRecipe }) {
  const recipeId = shown.recipe.id;
  const bakes = useDeviceQuery(
    async (db) => (await db.journal.where('recipeId').equals(recipeId).sortBy('madeAt')).reverse(),
    [recipeId],
    [] as JournalEntry[],
  );
  return (
    <section id="journal" aria-labelledby="journal-heading" className="no-print grid max-w-3xl scroll-mt-24 gap-3">
      <h2 id="journal-heading" className="font-display text-xl font-semibold">
        My journal
      </h2>
      <MadeThis shown={shown} />
      {bakes.length > 0 && (
        <>
          <p className="font-semibold" data-testid="made-times">
            {madeTimes(bakes.length)}
          </p>
          <ul className="grid gap-2">
            {bakes.slice(0, LISTED).map((bake) => (
              <li key={bake.id} className="grid gap-1 text-cocoa">
                <span>
                  <Link to={bakeHref(bake.id)} className="font-semibold text-crust underline-offset-4 hover:underline">
                    {bakeDate(bake.madeAt)}
                  </Link>
                  {`, ${bake.sizeLabel}`}
                </span>
                {bake.note && <span className="line-clamp-1 break-words text-ink">{bake.note}</span>}
                <BakeReview entry={bake} />
              </li>
            ))}
          </ul>
          {bakes.length > LISTED && (
            <Link to="/dashboard#bakes" className="text-sm font-semibold text-crust underline">
              All your bakes
            </Link>
          )}
        </>
      )}
    </section>
  );
}
