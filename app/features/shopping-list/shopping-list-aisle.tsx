import { useEffect, useState } from 'react';
import { nameKey } from '../../../shared/shopping-list';
import type { ShoppingItem } from '../../data/db';
import { removeItem, setTicked } from '../../data/shopping-list';

/**
 * One aisle of the list: a row per food, its amounts ticked off one by one. A food whose amounts
 * could not be added up ('1 cup' and '150 g' blueberries) shows both under its one name.
 */
export function ShoppingListAisle({ id, label, items }: { id: string; label: string; items: readonly ShoppingItem[] }) {
  const foods = new Map<string, ShoppingItem[]>();
  for (const item of items) {
    const key = `${nameKey(item.name)}|${item.ticked}`;
    foods.set(key, [...(foods.get(key) ?? []), item]);
  }
  return (
    <section aria-labelledby={id} className="shopping-aisle">
      <h2 id={id} className="font-sans text-sm font-bold tracking-wider text-cocoa uppercase">
        {label}
      </h2>
      <ul className="mt-2 divide-y divide-oat/80 rounded-2xl border border-oat bg-white">
        {[...foods.values()].map((lines) => (
          <li key={lines[0]!.id} className="flex items-start gap-2 px-3 py-1 sm:px-4">
            {lines.length === 1 ? (
              <Tick item={lines[0]!} text={lines[0]!.amountText} name={lines[0]!.name} />
            ) : (
              <div className="min-w-0 flex-1 py-2">
                <p className="text-[17px] font-semibold">{lines[0]!.name}</p>
                {lines.map((line) => (
                  <div key={line.id} className="flex items-start gap-2">
                    <Tick item={line} text={line.amountText} name={line.name} nameHidden />
                  </div>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A line's box: the tick shows at once, before the device has written it. */
function Tick({
  item,
  text,
  name,
  nameHidden,
}: {
  item: ShoppingItem;
  text: string;
  name: string;
  nameHidden?: boolean;
}) {
  const whole = text ? `${text} ${name}` : name;
  const [pending, setPending] = useState<boolean | null>(null);
  useEffect(() => {
    if (pending !== null && item.ticked === pending) setPending(null);
  }, [pending, item.ticked]);
  const ticked = pending ?? item.ticked;
  const toggle = (next: boolean) => {
    setPending(next);
    setTicked(item.id, next).catch((error: unknown) => {
      console.warn('The tick could not be saved on this device', error);
      setPending(null);
    });
  };
  return (
    <>
      <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 py-1.5 text-[17px] leading-snug">
        <input
          type="checkbox"
          className="h-6 w-6 shrink-0 accent-crust"
          checked={ticked}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span className={ticked ? 'text-cocoa line-through decoration-2' : ''}>
          {text && <span className="font-semibold">{text}</span>}
          {nameHidden ? <span className="sr-only"> {name}</span> : <> {name}</>}
        </span>
      </label>
      <button
        type="button"
        className="icon-btn no-print shrink-0 text-cocoa"
        aria-label={`Remove ${whole}`}
        onClick={() => void removeItem(item.id)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </>
  );
}
