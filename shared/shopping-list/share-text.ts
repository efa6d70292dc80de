import { CATEGORY_LABELS, CATEGORY_ORDER } from './categories';
import type { ShoppingListLine } from './merge';

/** One line as a shopper reads it: '4 1/4 cups all-purpose flour', '5 eggs', 'salt'. */
export const lineText = (line: Pick<ShoppingListLine, 'amountText' | 'name'>): string =>
  line.amountText ? `${line.amountText} ${line.name}` : line.name;

/**
 * The list as plain text to share (docs/product.md#shopping-list): what is still to buy, by
 * aisle, one line each; null when nothing is left to buy.
 */
export function shoppingListText(lines: readonly ShoppingListLine[]): string | null {
  const open = lines.filter((line) => !line.ticked);
  if (open.length === 0) return null;
  const parts = ['Shopping list'];
  for (const category of CATEGORY_ORDER) {
    const inAisle = open.filter((line) => line.category === category);
    if (inAisle.length === 0) continue;
    parts.push('', CATEGORY_LABELS[category], ...byName(inAisle).map((line) => `- ${lineText(line)}`));
  }
  return parts.join('\n');
}

/** Lines in the order a shopper scans them: by name, amounts of one name together. */
export function byName<T extends Pick<ShoppingListLine, 'name'>>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.name.localeCompare(b.name));
}
