import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import type { JournalEntry } from '../../../shared/journal';
import { isSnapshotHeader, snapshotHeaderText } from '../../../shared/journal-text';
import { bakeDate } from './bake-date';
import { BakeChanges } from './bake-changes';
import { BakeReview } from './bake-review';
import { Stars } from '../../components/recipes/stars';
import { unitsLabel } from './units-label';
import { useBakeChanges } from './use-bake-changes';

// The photos' part (the device's waiting photos, the picker) loads beside the tab (decision 002).
const BakePhotos = lazy(() => import('./bake-photos').then((m) => ({ default: m.BakePhotos })));

/**
 * One bake in the journal (docs/product.md#accounts): the recipe linked, the day, the size and
 * units, the note, what changed in the recipe since, and the recipe as it was shown that day.
 * 'How did it turn out?' shows as stars; 'Post as a review' turns the bake into the baker's public
 * review (docs/decisions/041-a-bake-becomes-a-review.md).
 */
export function BakeEntry({ entry, open = false }: { entry: JournalEntry; open?: boolean }) {
  const id = useId();
  const comparison = useBakeChanges(entry);
  return (
    <article
      id={`bake-${entry.id}`}
      aria-labelledby={`${id}-title`}
      className="card grid scroll-mt-24 gap-3 p-5"
      data-testid="bake"
    >
      <div>
        <h3 id={`${id}-title`} className="text-xl break-words">
          <Link to={`/recipes/${entry.slug}`} className="hover:text-crust">
            {entry.title}
          </Link>
        </h3>
        <p className="mt-1 text-cocoa">
          <time dateTime={new Date(entry.madeAt).toISOString()}>{bakeDate(entry.madeAt)}</time>
          {` · ${entry.sizeFacts} · ${unitsLabel(entry.units)}`}
        </p>
        {entry.rating ? (
          <p className="mt-1" data-testid="bake-rating">
            <Stars rating={entry.rating} />
          </p>
        ) : null}
      </div>
      {entry.note && <p className="break-words whitespace-pre-wrap">{entry.note}</p>}
      <Suspense fallback={null}>
        <BakePhotos entry={entry} />
      </Suspense>
      <BakeChanges comparison={comparison} headingId={`${id}-changed`} />
      <details open={open} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-crust">
          What you baked
        </summary>
        <div className="mt-2 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <h4 className="font-display text-lg font-semibold">Ingredients</h4>
            <ul className="mt-2 grid gap-1">
              {entry.lines.map((line, i) =>
                isSnapshotHeader(line) ? (
                  <li key={i} className="mt-2 font-semibold">
                    {snapshotHeaderText(line)}
                  </li>
                ) : (
                  <li key={i} className="break-words">
                    {line}
                  </li>
                ),
              )}
            </ul>
          </div>
          <div>
            <h4 className="font-display text-lg font-semibold">Instructions</h4>
            <ol className="mt-2 grid list-decimal gap-2 pl-6">
              {entry.steps.map((step, i) => (
                <li key={i} className="break-words">
                  {step}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </details>
      {/* A recipe no longer on the site takes no review: posting one could only fail ('Recipe not found'). */}
      {comparison.kind !== 'gone' && <BakeReview entry={entry} />}
    </article>
  );
}
