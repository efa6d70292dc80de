import { deviceDb } from '../../data/device-db';
import { recordChangeSoon } from '../../data/record-change';
import { useDeviceQuery } from '../../hooks/use-device-query';

export type UnitSystem = 'us' | 'metric';
const KEY = 'recipeUnits';

/**
 * The visitor's choice of US cups or metric, remembered on the device (db.meta) for every recipe;
 * null until they make one, and each recipe then shows in the system it is written in.
 */
export function useUnitSystem(): [UnitSystem | null, (next: UnitSystem) => void] {
  const stored = useDeviceQuery((db) => db.meta.get(KEY), []);
  const system: UnitSystem | null = stored?.value === 'metric' || stored?.value === 'us' ? stored.value : null;
  const set = (next: UnitSystem) => {
    void deviceDb()
      .then((db) => db.meta.put({ key: KEY, value: next }))
      .then(() => recordChangeSoon('prefs', '*', { unitSystem: next }))
      .catch(() => undefined);
  };
  return [system, set];
}
