import type { FormEvent, ReactNode } from 'react';

/**
 * The frame both combiners share (docs/product.md#combos): the recipe picker, then the tool's own cards and
 * the action bar. From 1024 px the cards and the bar stand in a sticky column beside the picker; on a
 * phone the column dissolves (display: contents) so the bar, a child of the form, stays fixed to the
 * bottom of the screen over the whole picker, and the cards follow the recipes.
 */
export function CombinerForm({
  onSubmit,
  picker,
  side,
  bar,
}: {
  onSubmit(event: FormEvent): void;
  picker: ReactNode;
  side?: ReactNode;
  bar: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start"
    >
      {picker}
      <div className="flex flex-col gap-4 max-lg:contents lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        {side}
        {bar}
      </div>
    </form>
  );
}
