import type { ComboCategoryId } from '../../../shared/combo';

/** Line icons for the builder's groups (emoji are not on every device, and render as boxes where missing). */
const PATHS: Record<ComboCategoryId, string[]> = {
  Bread: ['M5 11a4 4 0 0 1 2-7h10a4 4 0 0 1 2 7v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z', 'M9 9l1.5 1.5M13 8l1.5 1.5'],
  BrunchBreakfast: [
    'M4 10c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z',
    'M4 10v3c0 1.7 3.6 3 8 3s8-1.3 8-3v-3',
    'M4 13v3c0 1.7 3.6 3 8 3s8-1.3 8-3v-3',
  ],
  Cake: [
    'M4 20h16',
    'M5 20v-7h14v7',
    'M7 13v-3h10v3',
    'M12 10V7',
    'M12 4.5c.8.8.8 1.7 0 2.5-.8-.8-.8-1.7 0-2.5z',
    'M5 16.5c1.2 1 2.3 1 3.5 0s2.3-1 3.5 0 2.3 1 3.5 0 2.3-1 3.5 0',
  ],
  Cookies: [
    'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3z',
    'M8.5 10.5h.01M11 15h.01M15.5 14.5h.01M8 15.5h.01',
  ],
  FillingsSauces: ['M7 3h10v3H7z', 'M6 6h12l-1 13a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z', 'M7.5 12h9'],
  Frostings: [
    'M6 12h12l-1.5 8h-9z',
    'M6 12a3 3 0 0 1 1-5.5 4 4 0 0 1 7.5-2A3.5 3.5 0 0 1 18 12',
    'M10 12l.7 8M14 12l-.7 8',
  ],
  'Gluten-Free': [
    'M12 21V9',
    'M12 13c-2.5 0-4-1.5-4-4 2.5 0 4 1.5 4 4zM12 13c2.5 0 4-1.5 4-4-2.5 0-4 1.5-4 4zM12 9c-2 0-3.2-1.3-3.2-3.3C10.8 5.7 12 7 12 9zM12 9c2 0 3.2-1.3 3.2-3.3-2 0-3.2 1.3-3.2 3.3z',
    'M4 4l16 16',
  ],
  Seasonal: ['M5 19C5 11 11 5 19 5c0 8-6 14-14 14z', 'M5 19l8-8', 'M9 15h4M12 12v-3'],
  Other: ['M3 14h18', 'M4 14a8 8 0 0 1 16 0', 'M5 14l1.5 5h11L19 14', 'M9 10.5l1-1M14 10.5l1-1M12 8v.01'],
};

export function CategoryIcon({ id }: { id: ComboCategoryId }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[id].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
