import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import {
  factorForDough,
  gramsText,
  HYDRATION_RULE,
  percentText,
  piecesFromSteps,
  type BakersTable,
} from '../../../shared/bakers-tools/bakers-percentages';
import { factorText } from '../../../shared/bakers-tools/factor';
import { describedBy, FieldError } from '../../components/form-field';
import type { RecipeSize } from './use-recipe-size';
import { BakersTableView } from './bakers-table';

const ONE: Record<string, string> = { loaves: 'loaf', rolls: 'roll', buns: 'bun', pieces: 'piece' };

const wholeNumber = (text: string, max: number) => {
  const n = Number(text.trim().replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 && n <= max ? n : null;
};

/** docs/product.md#recipe-tools: the dough as a formula over its flour, and scaling it by weight or pieces. */
export function BakersPercentages({ recipe, table, size }: { recipe: Recipe; table: BakersTable; size: RecipeSize }) {
  const id = useId();
  const pieces = useMemo(() => piecesFromSteps(recipe.instructions), [recipe.instructions]);
  const noun = pieces?.noun ?? (/\b(?:loaf|bread)\b/i.test(recipe.title) ? 'loaves' : 'pieces');
  const dough = table.totalGrams * size.factor;
  const mine = size.scaledBy?.tool === 'dough' ? size.scaledBy.input : null;
  const [total, setTotal] = useState(String(mine?.total ?? Math.round(dough)));
  const [count, setCount] = useState(String(mine?.count ?? pieces?.count ?? 1));
  const [each, setEach] = useState(String(mine?.each ?? Math.round(dough / (pieces?.count ?? 1))));
  const [error, setError] = useState<{ field: 'total' | 'pieces'; text: string } | null>(null);

  const scaleTo = (grams: number, reason: string, input: Record<string, number>) => {
    const { factor, message } = factorForDough(table, grams);
    size.scaleBy({ tool: 'dough', factor, reason, input: { ...input, capped: message ?? '' } as never });
  };
  const byTotal = (event: FormEvent) => {
    event.preventDefault();
    const grams = wholeNumber(total, 1_000_000);
    if (!grams) return setError({ field: 'total', text: 'Enter the dough weight in grams, such as 1800.' });
    setError(null);
    scaleTo(grams, `scaled to ${gramsText(grams)} of dough`, { total: grams });
  };
  const byPieces = (event: FormEvent) => {
    event.preventDefault();
    const n = wholeNumber(count, 500);
    const g = wholeNumber(each, 100_000);
    if (!n || !g || !Number.isInteger(n))
      return setError({ field: 'pieces', text: 'Enter how many pieces and the grams of each, such as 12 and 80.' });
    setError(null);
    scaleTo(n * g, `scaled to ${n} ${n === 1 ? ONE[noun] : noun} of ${gramsText(g)}`, { count: n, each: g });
  };
  const err = (field: 'total' | 'pieces') => (error?.field === field ? error.text : undefined);

  return (
    <div className="grid gap-5">
      <div>
        <p className="text-lg">
          Hydration <strong data-testid="hydration">{percentText(table.hydration)}</strong>
          <span className="text-cocoa"> · dough {percentText(table.totalPercent)} of the flour</span>
        </p>
        <p className="text-[15px] text-cocoa">{HYDRATION_RULE}</p>
      </div>
      <BakersTableView table={table} factor={size.factor} />
      <p className="-mt-3 text-sm text-cocoa">
        Weights at this size, in grams; cups are weighed as the metric view weighs them.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <form onSubmit={byTotal} noValidate className="grid content-start gap-2">
          <label className="label" htmlFor={`${id}-total`}>
            Total dough weight (g)
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-total`}
              className="input"
              inputMode="numeric"
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              {...describedBy(`${id}-total`, { error: err('total') })}
            />
            <button type="submit" className="btn-outline shrink-0">
              Scale
            </button>
          </div>
          <FieldError fieldId={`${id}-total`} error={err('total')} />
        </form>
        <form onSubmit={byPieces} noValidate className="grid content-start gap-2">
          <fieldset>
            <legend className="label">Pieces of a weight</legend>
            <div className="flex flex-wrap items-center gap-2">
              <input
                aria-label={`Number of ${noun}`}
                className="input w-20"
                inputMode="numeric"
                value={count}
                onChange={(e) => setCount(e.target.value)}
                {...describedBy(`${id}-pieces`, { error: err('pieces') })}
              />
              <span className="text-cocoa">{Number(count) === 1 ? ONE[noun] : noun} of</span>
              <input
                aria-label="Grams each"
                className="input w-24"
                inputMode="numeric"
                value={each}
                onChange={(e) => setEach(e.target.value)}
                {...describedBy(`${id}-pieces`, { error: err('pieces') })}
              />
              <span className="text-cocoa">g</span>
              <button type="submit" className="btn-outline shrink-0">
                Scale
              </button>
            </div>
          </fieldset>
          <FieldError fieldId={`${id}-pieces`} error={err('pieces')} />
        </form>
      </div>
      <div aria-live="polite" data-testid="dough-result">
        {mine && size.scaledBy && (
          <p className="rounded-xl bg-cream px-4 py-3">
            <strong>{factorText(size.scaledBy.factor)}</strong>, {size.scaledBy.reason}
            {mine.capped ? <span className="block text-[15px] text-cocoa">{mine.capped}</span> : null}
          </p>
        )}
      </div>
    </div>
  );
}
