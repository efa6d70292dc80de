import { formatCount } from '../../../shared/numbers';

/**
 * The recipe filter of both combo builders (issue 4: long lists on a large catalog). Enter filters
 * and must not submit the form around it (the builder's Create, the combiner's request); the
 * count of matches below it is announced as it changes.
 */
export function RecipeFilterInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        placeholder="e.g. lemon"
        aria-describedby={`${id}-count`}
      />
    </>
  );
}

/** 'N recipes match.' for the filter `id` while it holds a query; empty otherwise. */
export function FilterMatches({
  id,
  query,
  count,
  className,
}: {
  id: string;
  query: string;
  count: number;
  className: string;
}) {
  return (
    <p id={`${id}-count`} role="status" className={className}>
      {query
        ? count === 0
          ? 'No recipes match.'
          : `${formatCount(count)} ${count === 1 ? 'recipe matches' : 'recipes match'}.`
        : ''}
    </p>
  );
}
