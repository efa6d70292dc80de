import { readUnitSystem, saveUnitSystem, type UnitSystem } from '../../data/kitchen';
import { useDeviceQuery } from '../../hooks/use-device-query';

export type { UnitSystem };

/**
 * The visitor's choice of US cups or metric, remembered on the device for every recipe; null
 * until they make one, and each recipe then shows in the system it is written in.
 */
export function useUnitSystem(): [UnitSystem | null, (next: UnitSystem) => void] {
  const system = useDeviceQuery(readUnitSystem, [], null);
  const set = (next: UnitSystem) => void saveUnitSystem(next).catch(() => undefined);
  return [system, set];
}
