import { Link } from 'react-router-dom';
import { useDeviceQuery } from '../../hooks/use-device-query';

/**
 * docs/product.md#recipes: 'Recipe Not Found' for a missing recipe or a failed load; offline, it says
 * the recipe may still come. Loaded only when a page needs it (docs/decisions/002-first-load-budget.md).
 */
export function RecipeNotFound({ offline, address }: { offline: boolean; address: string }) {
  return (
    <div className="container-page grid justify-items-center gap-8 py-20">
      <div className="card max-w-lg p-8 text-center">
        <h1 className="text-3xl">Recipe Not Found</h1>
        <p className="mt-3 text-cocoa">
          {offline
            ? 'This recipe is not on this device yet, and it could not be fetched while offline. It will open here when you are back online.'
            : "We couldn't find that recipe. It may have been renamed or removed."}
        </p>
        <Link to="/recipes" className="btn-primary mt-6">
          Browse all recipes
        </Link>
      </div>
      <KeptOfRecipe address={address} />
    </div>
  );
}

/**
 * A recipe the baker kept something of, deleted since: her private note on it, read-only, and her
 * bakes of it, each linking to its entry in the journal (docs/decisions/048-what-a-deleted-recipe-leaves-the-baker.md).
 * Notes are kept by the recipe's id and the address names its slug: the journal's bakes, which keep
 * both, tie the two (an address by id needs nothing more).
 */
function KeptOfRecipe({ address }: { address: string }) {
  const kept = useDeviceQuery(
    async (db) => {
      const bakes = (await db.journal.toArray())
        .filter((bake) => bake.slug === address || String(bake.recipeId) === address)
        .sort((a, b) => b.madeAt - a.madeAt);
      const recipeId = /^\d+$/.test(address) ? Number(address) : bakes[0]?.recipeId;
      const note = recipeId && (await db.recipeNotes.get(recipeId))?.text.trim();
      return note || bakes.length ? { title: bakes[0]?.title, note, bakes } : null;
    },
    [address],
  );
  if (!kept) return null;
  return (
    <section aria-labelledby="kept-heading" className="card grid w-full max-w-lg gap-3 p-8">
      <h2 id="kept-heading" className="text-2xl">
        {kept.title ?? 'Kept for you'}
      </h2>
      <p className="text-cocoa">This recipe is no longer on the site. What you kept of it stays with you.</p>
      {kept.note && (
        <>
          <h3 className="font-display text-xl font-semibold">My notes</h3>
          <p className="whitespace-pre-wrap break-words">{kept.note}</p>
        </>
      )}
      {kept.bakes.length > 0 && (
        <>
          <h3 className="font-display text-xl font-semibold">My journal</h3>
          <ul className="grid gap-1">
            {kept.bakes.map((bake) => (
              <li key={bake.id}>
                {/* Its entry in the dashboard's Bakes tab, as the recipe page links it. */}
                <Link to={`/dashboard#bake-${bake.id}`} className="font-semibold text-crust underline">
                  {new Date(bake.madeAt).toLocaleDateString('en-US', {
                    month: 'short',
                    day: 'numeric',
                    year: 'numeric',
                  })}
                </Link>
                {`, ${bake.sizeLabel}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
