import { useId } from 'react';
import { StarIcon } from './rating-badge';

/**
 * 1 to 5 stars as a radio group (docs/product.md#reviews): a native radio per star, so the
 * arrow keys move between them and the group is one stop for Tab; each star a 44 px target with
 * its own label ('4 stars'), a visible ring on the one with keyboard focus.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  inputRef,
  legend = 'Your rating',
}: {
  /** The group's question ('How did it turn out?' on a bake). */
  legend?: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-crust hover:bg-cream has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-berry"
          >
            <input
              ref={stars === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              // Over the whole star, unseen: the radio itself takes the tap (and the label's ring shows its focus).
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <StarIcon filled={value !== null && stars <= value} className="h-8 w-8" />
            <span className="sr-only">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-cocoa" aria-hidden="true">
          {value ? `${value} of 5` : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
