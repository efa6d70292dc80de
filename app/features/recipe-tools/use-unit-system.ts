import { deviceDb } from '../../data/device-db';
import { useDeviceQuery } from '../../data/use-device-query';

export type UnitSystem = 'us' | 'metric';
const KEY = 'recipeUnits';

/** US cups or metric weights, remembered on the device (db.meta) for every recipe. */
export function useUnitSystem(): [UnitSystem, (next: UnitSystem) => void] {
  const stored = useDeviceQuery((db) => db.meta.get(KEY), []);
  const system: UnitSystem = stored?.value === 'metric' ? 'metric' : 'us';
  const set = (next: UnitSystem) => {
    void deviceDb()
      .then((db) => db.meta.put({ key: KEY, value: next }))
      .catch(() => undefined);
  };
  return [system, set];
}
