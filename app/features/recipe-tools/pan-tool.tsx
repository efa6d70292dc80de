import { useId, useState, type FormEvent } from 'react';
import { capFactor, factorText } from '../../../shared/bakers-tools/factor';
import {
  COMMON_PANS,
  describePan,
  parsePan,
  scaleForPan,
  type Pan,
  type PanOptions,
} from '../../../shared/bakers-tools/pans';
import { describedBy, FieldError } from '../../components/form-field';
import type { RecipeSize } from './use-recipe-size';

const OTHER = 'other';

/** 'a 9x13-inch pan', 'an 8-inch round', 'two 8-inch rounds', '12 muffin cups'. */
export function withArticle(described: string): string {
  if (/^(?:\d+ (?:mini |jumbo )?muffin|two|three|four|five|six)\b/.test(described)) return described;
  return `${/^(?:8|11|18)(?![\d/])/.test(described) ? 'an' : 'a'} ${described}`;
}

/** docs/product.md#recipe-tools: the baker's pan instead of the recipe's, by area or volume, and what to watch. */
export function PanTool({ recipePan, options, size }: { recipePan: Pan; options: PanOptions; size: RecipeSize }) {
  const id = useId();
  const mine = size.scaledBy?.tool === 'pan' ? size.scaledBy.input : null;
  const offered = COMMON_PANS.some((g) => g.pans.includes(String(mine?.pan ?? '')));
  const [choice, setChoice] = useState(mine ? (offered ? String(mine.pan) : OTHER) : '');
  const [other, setOther] = useState(mine && !offered ? String(mine.pan) : '');
  // As many pans as the recipe bakes in, to start with: three loaf pans for three loaves.
  const [count, setCount] = useState(
    String(mine?.count ?? (recipePan.shape === 'muffin' ? 1 : Math.min(4, recipePan.count))),
  );
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const statement = choice === OTHER ? other.trim() : choice;
    const read = statement ? parsePan(statement) : null;
    if (!read) {
      setError(
        choice === OTHER
          ? 'Give the size and shape, such as 9x13-inch pan, 23 cm round, 10-inch bundt or 12-cup muffin pan.'
          : 'Choose the pan you have.',
      );
      return;
    }
    setError(null);
    const yours: Pan = { ...read, count: read.count * Number(count) };
    const scaled = scaleForPan(recipePan, yours, options);
    const capped = capFactor(scaled.factor);
    size.scaleBy({
      tool: 'pan',
      factor: capped.factor,
      reason: `for ${withArticle(describePan(yours))}`,
      input: { pan: statement, count: Number(count), advice: scaled.advice, capped: capped.message ?? '' },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-cocoa">
        This recipe is written for <strong className="text-ink">{withArticle(describePan(recipePan))}</strong>. Cake
        pans and sheets scale by area, loaves, bundts and muffin cups by volume.
      </p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <label className="label" htmlFor={`${id}-pan`}>
            Your pan
          </label>
          <select
            id={`${id}-pan`}
            className="input"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            {...describedBy(`${id}-pan`, { error: choice !== OTHER ? (error ?? undefined) : undefined })}
          >
            <option value="">Choose a pan</option>
            {COMMON_PANS.map((group) => (
              <optgroup key={group.group} label={group.group}>
                {group.pans.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </optgroup>
            ))}
            <option value={OTHER}>Another size…</option>
          </select>
          {choice !== OTHER && <FieldError fieldId={`${id}-pan`} error={error ?? undefined} />}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-count`}>
            How many
          </label>
          <select id={`${id}-count`} className="input" value={count} onChange={(e) => setCount(e.target.value)}>
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {choice === OTHER && (
        <div>
          <label className="label" htmlFor={`${id}-other`}>
            Your pan&apos;s size
          </label>
          <input
            id={`${id}-other`}
            className="input"
            value={other}
            placeholder="9x13-inch pan"
            onChange={(e) => setOther(e.target.value)}
            {...describedBy(`${id}-other`, { error: error ?? undefined })}
          />
          <FieldError fieldId={`${id}-other`} error={error ?? undefined} />
        </div>
      )}
      <div>
        <button type="submit" className="btn-primary">
          Scale to this pan
        </button>
      </div>
      <div aria-live="polite" data-testid="pan-result">
        {mine && size.scaledBy && (
          <div className="rounded-xl bg-cream px-4 py-3">
            <p>
              <strong>{factorText(size.scaledBy.factor)}</strong> {size.scaledBy.reason}
            </p>
            {mine.capped ? <p className="text-[15px] text-cocoa">{mine.capped}</p> : null}
            <p className="mt-1 text-[15px]">{mine.advice}</p>
          </div>
        )}
      </div>
    </form>
  );
}
