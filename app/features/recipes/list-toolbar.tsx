import { useMediaQuery } from '../../components/use-media-query';
import { PHONE_QUERY, RECIPE_SORTS, type ListPreferences, type RecipeSort, type RecipeView } from './list-preferences';
import { formatCount } from '../../../shared/numbers';

const VIEWS: { id: RecipeView; label: string; icon: string }[] = [
  { id: 'cards', label: 'Cards', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { id: 'list', label: 'List', icon: 'M4 5h4v4H4zM10 6h10M10 8h6M4 15h4v4H4zM10 16h10M10 18h6' },
];

/**
 * Above the Recipes list: how many it holds (the results' heading, so a screen reader's heading
 * list says it too), its order and its look. `count` is null while the page shows only the
 * recipes its HTML carried: the whole list's figure comes with the device's answer.
 */
export function ListToolbar({
  count,
  prefs,
  onChange,
}: {
  count: number | null;
  prefs: ListPreferences;
  onChange(change: Partial<ListPreferences>): void;
}) {
  // Before the baker chooses, the view the screen shows: the list on a phone, cards wider.
  const phone = useMediaQuery(PHONE_QUERY);
  const shown: RecipeView = prefs.view === 'auto' ? (phone ? 'list' : 'cards') : prefs.view;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2
        id="recipe-results-heading"
        className={count === null ? 'sr-only' : 'mr-auto font-sans text-base font-semibold text-cocoa'}
      >
        {count === null ? 'Recipes' : `${formatCount(count)} ${count === 1 ? 'recipe' : 'recipes'}`}
      </h2>
      <div className="flex items-center gap-2">
        <label htmlFor="recipe-sort" className="text-sm font-semibold text-cocoa">
          Sort by
        </label>
        <select
          id="recipe-sort"
          className="min-h-11 rounded-full border border-oat bg-white px-3 text-sm font-semibold text-ink"
          value={prefs.sort}
          onChange={(e) => onChange({ sort: e.target.value as RecipeSort })}
        >
          {RECIPE_SORTS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="View" className="flex rounded-full border border-oat bg-white p-0.5">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={shown === v.id}
            onClick={() => onChange({ view: v.id })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-cocoa aria-pressed:bg-crust aria-pressed:text-white"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={v.icon} />
            </svg>
            {v.label}
          </button>
        ))}
      </div>
    </div>
  );
}
