import { useState } from 'react';
import { writtenIn } from '../../../shared/ingredients';
import { toast } from '../../components/ui/toast-store';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { ListIcon } from '../../components/list-icon';
import { readUnitSystem } from '../../data/kitchen';

export interface AddToShoppingListProps {
  /** The lines as shown: a recipe's at its size and units, a combo's or a combination's as listed. */
  lines: readonly string[];
  /** Where they come from: 'recipe:12', 'combo:<id>', 'combination:<title>'. */
  source: string;
  /** The system to write the list in; by default the one the baker chose, else the lines' own. */
  system?: 'us' | 'metric';
  className?: string;
}

/**
 * 'Add to shopping list' (docs/product.md#shopping-list): the lines join the list on this device,
 * merged with what is there, and a toast says how many ingredients. Works offline.
 */
export function AddToShoppingList({ lines, source, system, className = 'btn-outline' }: AddToShoppingListProps) {
  // The unit system the baker chose on this device (the recipe page's US/metric toggle).
  const chosen = useDeviceQuery(readUnitSystem, []);
  const [busy, setBusy] = useState(false);
  const add = () => {
    const units = system ?? chosen ?? writtenIn(lines);
    setBusy(true);
    // The list's merging rules load on the first tap, not with the recipe page (docs/decisions/002-first-load-budget.md).
    import('../../data/shopping-list')
      .then(({ addShoppingLines }) => addShoppingLines({ lines, system: units, source }))
      .then((count) =>
        toast({
          title:
            count === 0
              ? 'Nothing to add to your shopping list'
              : `Added ${count} ${count === 1 ? 'ingredient' : 'ingredients'} to your shopping list`,
          variant: count === 0 ? 'default' : 'success',
        }),
      )
      .catch((error: unknown) => {
        console.warn('The shopping list could not be saved on this device', error);
        toast({
          title: 'Could not add to your shopping list',
          description: 'This device did not let us save it. Please try again.',
          variant: 'destructive',
        });
      })
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className={`no-print ${className}`} onClick={add} disabled={busy}>
      <ListIcon /> Add to shopping list
    </button>
  );
}
