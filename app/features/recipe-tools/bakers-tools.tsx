import { lazy, Suspense, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { scaleSentence } from './tool-scale';
import type { RecipeSize } from './use-recipe-size';

// The tools' code loads when the baker opens them: the recipe page's first load stays as it was (decision 002).
const BakersToolsPanel = lazy(() => import('./bakers-tools-panel').then((m) => ({ default: m.BakersToolsPanel })));

/**
 * Baker's tools (docs/product.md#recipe-tools): scale to a pan, to an amount on hand, or by dough
 * weight with baker's percentages. Closed until the baker asks; each tool drives the page's one
 * recipe size.
 */
export function BakersTools({ recipe, size }: { recipe: Recipe; size: RecipeSize }) {
  const [open, setOpen] = useState(false);
  if (size.control.kind === 'fixed') return null;
  return (
    <details
      className="no-print card group"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="bakers-tools"
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 sm:px-5">
        <span>
          <span className="block font-display text-xl font-semibold">Baker&apos;s tools</span>
          <span className="block text-[15px] text-cocoa">Scale to your pan, to what you have, or by dough weight</span>
        </span>
        <span aria-hidden="true" className="-rotate-90 text-crust transition-transform group-open:rotate-0">
          ▾
        </span>
      </summary>
      {open && (
        <div className="border-t border-oat px-4 py-4 sm:px-5">
          <Suspense fallback={<p className="text-cocoa">Opening the tools…</p>}>
            <BakersToolsPanel recipe={recipe} size={size} />
          </Suspense>
        </div>
      )}
    </details>
  );
}

/** Why the page is scaled, with the way back to the recipe as written. */
export function ScaledNote({ size }: { size: RecipeSize }) {
  if (!size.scaledBy) return null;
  return (
    <p
      className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-cream px-3 py-2 text-[15px] lg:basis-full"
      data-testid="scaled-note"
    >
      <span>
        Scaled <strong>{scaleSentence(size.scaledBy)}</strong>
      </span>
      <button
        type="button"
        className="btn-ghost min-h-11 px-3 text-[15px] underline"
        onClick={() => size.scaleBy(null)}
      >
        Back to as written
      </button>
    </p>
  );
}
