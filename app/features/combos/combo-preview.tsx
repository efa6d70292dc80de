import type { Ref } from 'react';
import type { TemporaryCombo } from '../../../shared/combo';
import { PrintSheet } from '../recipe-tools';
import { AddToShoppingList } from '../shopping-list';
import { ComboSheet } from './combo-sheet';

/** The Preview tab: the combo card, its actions, and (once made) what 'Print Recipe' prints. */
export function ComboPreview({
  combo,
  made,
  saved,
  creating,
  printing,
  headingRef,
  onCreate,
  onSave,
  onAnother,
}: {
  combo: TemporaryCombo;
  /** Created (or opened from the saved list), not only the live preview. */
  made: boolean;
  saved: boolean;
  creating: boolean;
  /** The tab is on screen: window.print() prints this combo. */
  printing: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onCreate(): void;
  onSave(): void;
  onAnother(): void;
}) {
  return (
    <>
      <ComboSheet combo={combo} saved={saved} headingRef={headingRef} />
      <div className="no-print mt-6 flex flex-wrap gap-3">
        {made ? (
          <>
            <button type="button" className="btn-primary" onClick={() => window.print()}>
              Print Recipe
            </button>
            <button type="button" className="btn-outline" onClick={onSave} disabled={saved}>
              {saved ? 'Saved to my combos' : 'Save to my combos'}
            </button>
            <AddToShoppingList lines={combo.ingredients} source={`combo:${combo.title}`} />
            <button type="button" className="btn-ghost" onClick={onAnother}>
              Create Another Combo
            </button>
          </>
        ) : (
          <button type="button" className="btn-accent" onClick={onCreate} disabled={creating}>
            {creating ? 'Creating Combo...' : 'Create Recipe Combo'}
          </button>
        )}
      </div>
      {printing && made && (
        <PrintSheet
          recipe={{
            title: combo.title,
            facts: ['Personal Combo', `Serves ${combo.servings}`, `Prep ${combo.prepTime}`, `Cook ${combo.cookTime}`],
            description: combo.description,
            ingredients: combo.ingredients,
            instructions: combo.instructions,
            numbered: true,
            notes: [combo.story],
          }}
        />
      )}
    </>
  );
}
