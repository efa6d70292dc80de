import type { ReactNode } from 'react';
import { PrintSheet, type PrintableRecipe } from '../recipe-tools';

/**
 * The buttons at the foot of a combined recipe's card, the same for both combiners (docs/product.md#combos): 'Print Recipe'
 * first, which prints `sheet` as a recipe page prints (the recipe tools' print sheet and stylesheet),
 * then the tool's own. No sheet (the personal combo's live preview): no print button.
 */
export function ResultActions({
  sheet,
  printing,
  children,
}: {
  sheet: PrintableRecipe | null;
  /** The result is on screen: window.print() prints it (one print sheet in the page at a time). */
  printing: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div className="no-print flex flex-wrap gap-3 border-t border-oat p-6 sm:p-8">
        {sheet && (
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            Print Recipe
          </button>
        )}
        {children}
      </div>
      {printing && sheet && <PrintSheet recipe={sheet} />}
    </>
  );
}
