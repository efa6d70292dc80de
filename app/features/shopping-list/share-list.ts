import { shoppingListText, type ShoppingListLine } from '../../../shared/shopping-list';
import { toast } from '../../components/ui/toast-store';

/**
 * Shares what is left to buy as text (docs/product.md#shopping-list): the device's share sheet
 * where there is one, else the text is copied. Closing the share sheet is not a failure.
 */
export async function shareList(lines: readonly ShoppingListLine[]): Promise<void> {
  const text = shoppingListText(lines);
  if (!text) {
    toast({ title: 'Nothing left to buy', description: 'Every line is ticked off.' });
    return;
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Shopping list', text });
      return;
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return;
    }
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast({ title: 'List copied to clipboard', description: 'Paste it into a message or a note.', variant: 'success' });
  } catch {
    toast({
      title: 'Failed to copy the list',
      description: 'Please print it or copy the lines by hand.',
      variant: 'destructive',
    });
  }
}
