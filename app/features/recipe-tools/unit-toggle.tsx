import type { UnitSystem } from './use-unit-system';

const OPTION =
  'min-h-11 rounded-full px-4 text-[15px] font-semibold transition-colors aria-pressed:bg-crust aria-pressed:text-white text-cocoa hover:text-crust aria-pressed:hover:text-white';

/** US measures or metric weights for the ingredient list. */
export function UnitToggle({ value, onChange }: { value: UnitSystem; onChange(next: UnitSystem): void }) {
  return (
    <div className="inline-flex rounded-full border border-oat bg-white p-1" role="group" aria-label="Measurements">
      <button type="button" className={OPTION} aria-pressed={value === 'us'} onClick={() => onChange('us')}>
        US cups
      </button>
      <button type="button" className={OPTION} aria-pressed={value === 'metric'} onClick={() => onChange('metric')}>
        Metric
      </button>
    </div>
  );
}
