import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { factorText } from '../../../shared/bakers-tools/factor';
import { onHandFactor, scalableLines } from '../../../shared/bakers-tools/on-hand';
import { describedBy, FieldError } from '../../components/form-field';
import type { RecipeSize } from './use-recipe-size';

/** docs/product.md#recipe-tools: the whole recipe scaled to the amount of one ingredient the baker has. */
export function OnHandTool({ recipe, size }: { recipe: Recipe; size: RecipeSize }) {
  const id = useId();
  const lines = useMemo(() => scalableLines(recipe.ingredients), [recipe.ingredients]);
  const mine = size.scaledBy?.tool === 'on-hand' ? size.scaledBy.input : null;
  const [index, setIndex] = useState(String(mine?.index ?? lines[0]?.index ?? ''));
  const [amount, setAmount] = useState(String(mine?.amount ?? ''));
  const [error, setError] = useState<string | null>(null);

  if (lines.length === 0) return <p className="text-cocoa">This recipe has no amounts to scale from.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = recipe.ingredients[Number(index)];
    if (line === undefined) return setError('Choose an ingredient.');
    const result = onHandFactor(line, amount);
    if (!result.ok) return setError(result.message);
    setError(null);
    size.scaleBy({
      tool: 'on-hand',
      factor: result.factor,
      reason: result.reason,
      input: { index: Number(index), amount: amount.trim(), capped: result.message ?? '' },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-cocoa">
        Pick an ingredient and say how much you have: the whole recipe follows it, in any unit (500 g, 2 cups, 3 eggs).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={`${id}-line`}>
            Ingredient
          </label>
          <select id={`${id}-line`} className="input" value={index} onChange={(e) => setIndex(e.target.value)}>
            {lines.map((l) => (
              <option key={l.index} value={l.index}>
                {l.line}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-amount`}>
            What you have
          </label>
          <input
            id={`${id}-amount`}
            className="input"
            value={amount}
            placeholder="500 g"
            autoComplete="off"
            onChange={(e) => setAmount(e.target.value)}
            {...describedBy(`${id}-amount`, { error: error ?? undefined })}
          />
          <FieldError fieldId={`${id}-amount`} error={error ?? undefined} />
        </div>
      </div>
      <div>
        <button type="submit" className="btn-primary">
          Scale to this
        </button>
      </div>
      <div aria-live="polite" data-testid="on-hand-result">
        {mine && size.scaledBy && (
          <div className="rounded-xl bg-cream px-4 py-3">
            <p>
              <strong>{factorText(size.scaledBy.factor)}</strong>, {size.scaledBy.reason}
            </p>
            {mine.capped ? <p className="text-[15px] text-cocoa">{mine.capped}</p> : null}
          </div>
        )}
      </div>
    </form>
  );
}
