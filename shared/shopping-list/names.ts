/**
 * The name a shopping line goes by (docs/product.md#shopping-list). Lines name the same food in
 * many ways ('3 large eggs, room temperature', '1 egg'); a shopper buys the food, so the name
 * keeps what tells foods apart on a shelf and drops how a recipe prepares them.
 *
 * What merges and what does not:
 * - size, temperature and preparation words go ('large', 'softened', 'sifted', 'chopped'), and so
 *   does everything after a comma or a colon; of two choices the first is bought ('coconut oil or
 *   butter' is coconut oil, 'fresh or frozen blueberries' blueberries);
 * - plural and singular are one name ('eggs' and 'egg', 'berries' and 'berry');
 * - a few names are one thing in a store and merge through SAME_THING: 'flour', 'plain flour' and
 *   'all-purpose flour' (in an American recipe plain 'flour' means all-purpose), 'sugar' and
 *   'granulated sugar', 'confectioners' sugar' and 'powdered sugar';
 * - anything else that differs stays apart: 'bread flour' is not 'all-purpose flour', 'unsalted
 *   butter' is not 'butter', 'egg yolks' are not eggs. Two lines too many are better than a
 *   wrong purchase.
 */

const SAME_THING: Readonly<Record<string, string>> = {
  flour: 'all-purpose flour',
  // 'all-purpose or bread flour': the first choice names the flour.
  'all-purpose': 'all-purpose flour',
  'all purpose flour': 'all-purpose flour',
  'plain flour': 'all-purpose flour',
  'ap flour': 'all-purpose flour',
  'unbleached flour': 'all-purpose flour',
  'unbleached all-purpose flour': 'all-purpose flour',
  sugar: 'granulated sugar',
  'white sugar': 'granulated sugar',
  'granulated white sugar': 'granulated sugar',
  'cane sugar': 'granulated sugar',
  "confectioners' sugar": 'powdered sugar',
  'confectioners sugar': 'powdered sugar',
  'icing sugar': 'powdered sugar',
  'bicarbonate of soda': 'baking soda',
  bicarb: 'baking soda',
  cornflour: 'cornstarch',
  'corn starch': 'cornstarch',
  'heavy whipping cream': 'heavy cream',
  'whipping cream': 'heavy cream',
  'double cream': 'heavy cream',
  vanilla: 'vanilla extract',
  'pure vanilla extract': 'vanilla extract',
  'table salt': 'salt',
  'fine salt': 'salt',
};

// Words that say how a recipe uses a food, not which food to buy.
const PREPARATION =
  /\b(?:extra-large|extra large|large|medium|small|jumbo|fresh|freshly|cold|chilled|warm|warmed|hot|lukewarm|softened|melted|sifted|unsifted|packed|firmly|lightly|loosely|room[- ]temperature|at room temperature|chopped|finely|roughly|coarsely|diced|minced|grated|beaten|lightly beaten|whisked|divided|plus more|to taste|for dusting|for greasing|for serving|for the pan|optional|about|approximately|heaping|level|scant|frozen|thawed)\b/g;

/** Words a plural rule would break. */
const SAME_IN_PLURAL = new Set(['molasses', 'swiss', 'hummus', 'couscous', 'asparagus', 'grits', 'oats']);

export function singular(word: string): string {
  if (SAME_IN_PLURAL.has(word) || word.endsWith('ss') || word.endsWith('us') || word.length < 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|o)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ves') && word !== 'cloves') return `${word.slice(0, -3)}f`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export function plural(word: string): string {
  if (SAME_IN_PLURAL.has(word) || word.endsWith('s')) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|x)$/.test(word) || /(?:tomato|potato|mango)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const lastWord = (name: string, change: (word: string) => string) => name.replace(/[a-z]+$/, (word) => change(word));

/** The food a line names, as a shopper reads it: 'Large Eggs, room temperature' -> 'eggs'. */
export function foodName(food: string): string {
  const [first, ...others] = food
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*(?:of|the)\s+/, '')
    .split(/[,;:]|\s+-\s+|\bfor\b/)[0]!
    .split(/\bor\b/)
    .map(clean);
  // 'fresh or frozen blueberries': the first choice is only a word about the second.
  const name = first || others.find(Boolean) || '';
  return SAME_THING[name] ?? SAME_THING[lastWord(name, singular)] ?? name;
}

function clean(text: string): string {
  return text
    .replace(PREPARATION, ' ')
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^(?:of|and)\s+|\s+(?:and|of)$/g, '')
    .trim();
}

/** The key lines merge by: the food name with its last word in the singular ('eggs' -> 'egg'). */
export function nameKey(name: string): string {
  return lastWord(foodName(name), singular);
}

/** A counted food's name for a count: 1 egg, 5 eggs. */
export function countedName(name: string, count: number): string {
  const key = lastWord(foodName(name), singular);
  return count > 1 ? lastWord(key, plural) : key;
}
