import { savedCombos, type SavedComboView } from '../../data/saved-combos';
import { useDeviceQuery } from '../../hooks/use-device-query';

export { deleteCombo, saveCombo, type SavedComboView } from '../../data/saved-combos';

/** A combo's 'Created: {date}' (docs/product.md#combos), e.g. 'November 27, 2026'. */
export function createdDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Saved combos on this device, newest first; undefined until the device answers. */
export function useSavedCombos(): SavedComboView[] | undefined {
  return useDeviceQuery(savedCombos, []);
}
