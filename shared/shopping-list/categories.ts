/**
 * The aisle a shopping line goes under (docs/product.md#shopping-list): a small table of words,
 * tried in order, first match wins. Phrases that contain another category's word come first
 * ('peanut butter' is not dairy, 'cream of tartar' is baking, 'lemon extract' is not produce).
 */
export type ShoppingCategory = 'baking' | 'dairy' | 'produce' | 'other';

export const CATEGORY_ORDER: readonly ShoppingCategory[] = ['produce', 'dairy', 'baking', 'other'];

export const CATEGORY_LABELS: Readonly<Record<ShoppingCategory, string>> = {
  baking: 'Baking',
  dairy: 'Dairy & eggs',
  produce: 'Produce',
  other: 'Other',
};

const words = (list: string) => new RegExp(`\\b(?:${list})\\b`);

const RULES: readonly (readonly [RegExp, ShoppingCategory])[] = [
  [
    words(
      'pumpkin puree|pumpkin purée|canned|peanut butter|almond butter|apple butter|coconut milk|coconut cream|almond milk|oat milk|soy milk',
    ),
    'other',
  ],
  [
    words(
      'condensed milk|evaporated milk|cream of tartar|butterscotch|extract|essence|food colou?ring|sprinkles|gelatin|buttermilk powder',
    ),
    'baking',
  ],
  [
    words(
      'milk|buttermilk|butter|cream|cream cheese|mascarpone|ricotta|cheese|yogurt|yoghurt|creme fraiche|crème fraîche|egg|eggs|egg yolks?|egg whites?|ghee',
    ),
    'dairy',
  ],
  [
    words(
      'lemons?|limes?|oranges?|apples?|bananas?|pears?|peach(?:es)?|plums?|cherr(?:y|ies)|berr(?:y|ies)|strawberr(?:y|ies)|blueberr(?:y|ies)|raspberr(?:y|ies)|blackberr(?:y|ies)|cranberr(?:y|ies)|rhubarb|carrots?|zucchinis?|courgettes?|pumpkins?|sweet potato(?:es)?|potato(?:es)?|onions?|garlic|herbs?|mint|basil|rosemary|thyme|fresh ginger|ginger root|apricots?|figs?|grapes?|mangos?|mangoes|pineapples?|zest',
    ),
    'produce',
  ],
  [
    words(
      'flour|sugar|baking powder|baking soda|bicarb|yeast|cocoa|chocolate|chips|vanilla|salt|cornstarch|cornmeal|oats|cinnamon|nutmeg|ginger|allspice|cloves|cardamom|spice|honey|molasses|syrup|almonds?|walnuts?|pecans?|hazelnuts?|pistachios?|nuts?|raisins|coconut|oil|shortening|marshmallows?|meringue powder|starch',
    ),
    'baking',
  ],
];

export function categoryOf(name: string): ShoppingCategory {
  const text = name.toLowerCase();
  for (const [pattern, category] of RULES) if (pattern.test(text)) return category;
  return 'other';
}
