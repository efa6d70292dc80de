import { readUnitSystem, saveUnitSystem, type UnitSystem } from '../../data/kitchen';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { sayPreferenceNotKept } from './preference-not-kept';

export type { UnitSystem };

/**
 * The visitor's choice of US cups or metric, remembered on the device for every recipe; null
 * until they make one, and each recipe then shows in the system it is written in. The page
 * reads the choice from the device, so it changes once the device has stored it; a choice the
 * device could not store leaves the page as it was and says so.
 */
export function useUnitSystem(): [UnitSystem | null, (next: UnitSystem) => Promise<void>] {
  const system = useDeviceQuery(readUnitSystem, [], null);
  const set = (next: UnitSystem) => saveUnitSystem(next).catch((err: unknown) => sayPreferenceNotKept('units', err));
  return [system, set];
}
