import { useState } from 'react';
import type { TemporaryCombo } from '../../../shared/combo';
import { Figure } from './combo-card';

/** docs/product.md#combos: with 2 or more chosen, the live 'Combo Preview' card (title, description, prep, cook, serves). */
export function LivePreview({ combo, className = '' }: { combo: TemporaryCombo; className?: string }) {
  return (
    <section className={`card p-5 ${className}`} aria-labelledby="live-preview-heading">
      <h2 id="live-preview-heading" className="font-sans text-sm font-bold tracking-wider text-cocoa uppercase">
        Combo Preview
      </h2>
      <PreviewBody combo={combo} />
    </section>
  );
}

function PreviewBody({ combo }: { combo: TemporaryCombo }) {
  return (
    <>
      <p className="mt-2 font-display text-xl leading-snug font-semibold">{combo.title}</p>
      <p className="mt-2 text-sm text-cocoa">{combo.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <Figure label="Prep" value={combo.prepTime} />
        <Figure label="Cook" value={combo.cookTime} />
        <Figure label="Serves" value={String(combo.servings)} />
      </dl>
    </>
  );
}

/**
 * The same live preview on a phone, inside the sticky bar at the bottom of the screen: folded to its title
 * so the recipe cards stay in view, unfolded to the whole card on request.
 */
export function PreviewBar({ combo }: { combo: TemporaryCombo }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="mb-2 border-b border-oat pb-2" aria-labelledby="live-preview-bar-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="live-preview-bar-heading" className="font-sans text-sm font-bold tracking-wider text-cocoa uppercase">
          Combo Preview
        </h2>
        <button
          type="button"
          className="min-h-11 shrink-0 rounded-full px-3 text-[15px] font-semibold text-crust underline underline-offset-4"
          aria-expanded={open}
          aria-controls="live-preview-bar-body"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide details' : 'Show details'}
        </button>
      </div>
      <div id="live-preview-bar-body" className={open ? 'max-h-[50vh] overflow-y-auto pb-1' : ''}>
        {open ? (
          <PreviewBody combo={combo} />
        ) : (
          <p className="truncate font-display text-lg font-semibold">{combo.title}</p>
        )}
      </div>
    </section>
  );
}
