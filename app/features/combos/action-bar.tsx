import type { ReactNode } from 'react';
import { MIN_COMBO_RECIPES } from '../../../shared/combo';
import { useHeightVar } from './use-height-var';

/**
 * The combiners' action bar (docs/product.md#combos): how many recipes are chosen and the tool's create
 * button, with the tool's own texts. On a phone it is fixed to the bottom of the screen (above the dock)
 * while the recipes scroll beneath it; from 1024 px it is a card in the column beside the picker.
 */
export function ActionBar({
  label,
  count,
  button,
  busyButton,
  busy,
  disabled,
  alert,
  notice,
  top,
}: {
  /** The bar's landmark name. */
  label: string;
  count: number;
  button: string;
  busyButton: string;
  busy: boolean;
  disabled: boolean;
  /** A refusal to show (role alert), e.g. 'Please select at least 2 recipes'. */
  alert?: string | null | undefined;
  /** A lasting note above the button (offline). */
  notice?: ReactNode;
  /** What the phone's bar shows above the count (the personal combo's folded preview). */
  top?: ReactNode;
}) {
  // The picker's cards keep clear of the bar when they take focus (picker-card.tsx).
  const bar = useHeightVar<HTMLElement>('--combo-bar-height');
  const chosen = count === 0 ? 'No recipes chosen yet.' : `${count} ${count === 1 ? 'recipe' : 'recipes'} chosen.`;
  return (
    <aside
      ref={bar}
      aria-label={label}
      className="sticky bottom-[var(--dock-height,0px)] z-10 -mx-4 border-t border-oat bg-flour/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:card lg:p-5 lg:backdrop-blur-none"
    >
      {top && <div className="lg:hidden">{top}</div>}
      {notice && (
        <p role="status" className="mb-2 rounded-2xl bg-cocoa px-4 py-2 text-[15px] text-white lg:py-3">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 lg:block">
        <p className="text-[15px] text-cocoa lg:text-base">{chosen}</p>
        <button type="submit" className="btn-accent ml-auto lg:mt-3 lg:ml-0 lg:w-full" disabled={disabled || busy}>
          {busy ? busyButton : button}
        </button>
        {alert ? (
          <p role="alert" className="field-error basis-full">
            {alert}
          </p>
        ) : (
          count < MIN_COMBO_RECIPES && (
            <p className="mt-2 hidden text-sm text-cocoa lg:block">Choose at least two recipes to combine.</p>
          )
        )}
      </div>
    </aside>
  );
}
