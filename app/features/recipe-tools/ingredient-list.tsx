import type { ShownLine } from './scaled-lines';

/** Ingredients with checkboxes (the recipe page and cook mode share the ticks through db.checks). */
export function IngredientList({
  lines,
  checked,
  onToggle,
  large = false,
}: {
  lines: readonly ShownLine[];
  checked: ReadonlySet<number>;
  onToggle(index: number): void;
  large?: boolean;
}) {
  return (
    <ul className={large ? 'space-y-1' : 'mt-4 space-y-1'}>
      {lines.map((line) =>
        line.kind === 'header' ? (
          <li
            key={line.index}
            className={`pt-4 font-display font-semibold text-crust ${large ? 'text-xl' : 'text-lg'}`}
          >
            {line.text}
          </li>
        ) : (
          <li key={line.index}>
            <label
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-cream/60 ${large ? 'text-xl leading-snug' : 'text-[17px]'}`}
            >
              <input
                type="checkbox"
                className={`mt-1 shrink-0 accent-crust ${large ? 'h-6 w-6' : 'h-5 w-5'}`}
                checked={checked.has(line.index)}
                onChange={() => onToggle(line.index)}
              />
              <span className={checked.has(line.index) ? 'text-cocoa line-through' : ''}>{line.text}</span>
            </label>
          </li>
        ),
      )}
    </ul>
  );
}
