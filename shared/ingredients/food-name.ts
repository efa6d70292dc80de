/**
 * The food a line names, as a shopper looks for it: what parseIngredient returns as `name`
 * (docs/decisions/024-ingredient-parser-accuracy.md). It starts from the food text after the amount
 * and unit ('large eggs, at room temperature') and drops what says how much, how big, how it is
 * prepared and what for: 'eggs'. Words that name what is sold stay ('unsalted butter', 'ground
 * cinnamon', 'sliced almonds', 'fresh ginger'). The rules and the lines they are measured on:
 * shared/ingredients/accuracy/parse-case.ts.
 */
import { UNITS, lookupUnit } from '../units';

const AMOUNT = '(?:(?:\\d+(?:[.,]\\d+)?|[.,]\\d+)(?:[/⁄]\\d+)?(?:[ \\t]+\\d+[/⁄]\\d+|[ \\t]*[½¼¾⅓⅔⅛⅜⅝⅞])?|[½¼¾⅓⅔⅛⅜⅝⅞])';
const LENGTH = 'inch(?:es)?|in|cm|mm';
// Weights, volumes and lengths, as written: a second measure or the size of a piece or a container.
const MEASURE = `(?:${[
  ...new Set(UNITS.filter((u) => u.base).flatMap((u) => u.spellings.flatMap((s) => [s.singular, s.plural]))),
]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\.?[ \\t]*'))
  .join('|')}|${LENGTH})\\.?(?![A-Za-z])`;

// How big the pieces are: 'large eggs', '2 Eggs large'.
const SIZE = 'extra[- ]large|extra[- ]small|large|medium(?:[- ]sized?)?|small|jumbo|big|md|lg|sm|nickel[- ]size[d]?';
// How a food is prepared, its temperature or state, and how good it should be: none of it is bought.
const PREPARED =
  'chopped|minced|diced|grated|shredded|crushed|sliced|slivered|ground|beaten|whisked|separated|peeled|unpeeled|cored|' +
  'pitted|stoned|seeded|deseeded|hulled|halved|quartered|cubed|sifted|unsifted|cooked|uncooked|unbaked|pur[eé]ed|mashed|' +
  'drained|rinsed|trimmed|torn|zested|juiced|squeezed|crumbled|broken|thawed|defrosted|soaked|scrubbed|stemmed|shelled|' +
  'toasted|poached|steamed|boiled|soft-boiled|hard-boiled|hard-cooked|bruised|buttered|melted|softened|packed|' +
  'cold|cool|cooled|chilled|warm|warmed|hot|lukewarm|tepid|boiling|boiling-hot|ice-cold|ice cold|' +
  'room[- ]temperature|at room temperature|room temp\\.?|ripe|overripe|leftover|divided|additional|' +
  'fresh[- ](?:ground|cracked)|cracked|good[- ]quality|best[- ]quality|high[- ]quality|good';
const MANNER =
  'finely|coarsely|roughly|freshly|thinly|thickly|lightly|firmly|loosely|very|well|just|slightly|gently|evenly';

// What a prepared word still names when it is sold that way: 'ground cinnamon', 'sliced almonds'.
const SOLD_AS: readonly RegExp[] = [
  /^ground (?!beef|pork|lamb|turkey|chicken|meat)/i,
  /^(?:sliced|slivered) almonds/i,
  /^shredded (?:coconut|wheat)/i,
  /^crushed (?:tomatoes|red pepper|pineapple|ice)/i,
  /^toasted sesame/i,
  /^hot (?:sauce|chocolate|pepper|chili|chilli|paprika|smoked)/i,
  /^(?:cold|hot)[- ]smoked/i,
  /^cracked (?:wheat|pepper)/i,
  /^packed in/i,
];

const RE_PARENS = /\([^()]*\)/g;
const RE_OPEN_PAREN = /\([^)]*$/;
// '1-inch-thick', '14-ounce', 'x 400g', '/8oz', 'cm/1in' (the number went with the amount): a size.
const RE_SIZE = new RegExp(
  `^(?:${AMOUNT}[ \\t]*-[ \\t]*${MEASURE}(?:-(?:long|thick|wide|deep|sized?))?|(?:[x×/][ \\t]*)?${AMOUNT}[ \\t]*${MEASURE}|(?:${LENGTH})(?![A-Za-z])(?:[ \\t]*/[ \\t]*${AMOUNT}[ \\t]*(?:${LENGTH}))?)[ \\t]*`,
  'i',
);
// The piece a size measures: '1½-inch piece fresh ginger', '15g chunk ginger', 'x 400g tin tomatoes'.
const RE_PIECE_WORD = /^([A-Za-z]+)[ \t]+(?:of[ \t]+)?(?=\S)/;
const PIECES = new Set(['chunk', 'chunks', 'disc', 'discs', 'section', 'sections', 'thumb', 'length', 'lengths']);
const RE_TRAILING_AMOUNT = new RegExp(`[ \\t]+${AMOUNT}(?:[ \\t]*${MEASURE})?[ \\t]*$`, 'i');
// 'or 1 tsp salt', 'with 1 teaspoon water', 'plus 4 tablespoons': another amount starts another food.
const RE_ANOTHER_AMOUNT = new RegExp(`(?:^|[ \\t]+)(?:or|with|and|plus|\\+)[ \\t]+${AMOUNT}(?![\\d/-])`, 'i');
const RE_NOTE =
  /[;]|\s[-–—]\s|\s+\+\s*|\b(?:plus|about|approximately|approx\.|such as|like|preferably|per|if\b|as needed|or (?:more|less|to taste|as needed)|more (?:if|to|as)|to (?:taste|serve|garnish|cover|finish|decorate|glaze|dust|brush|drizzle|sprinkle|top|line|grease|make)|for (?:\d|the|dusting|greasing|frying|deep-frying|serving|garnish|garnishing|decorating|decoration|brushing|sprinkling|topping|rolling|coating|dipping|drizzling|glazing|lining|cooking|flouring|buttering|oiling|shaping|kneading)|used (?:for|in)|(?:dissolved|diluted|mixed|soaked|beaten|whisked|blended|stirred) (?:in|with|into)|optional\b)/i;
const RE_ZEST_JUICE = new RegExp(
  `^(?:(?:finely|freshly)[ \\t]+)?(?:grated[ \\t]+)?(?:zest|juice|rind|peel)(?:[ \\t]+(?:and|&)[ \\t]+(?:zest|juice))?[ \\t]+(?:of|from)[ \\t]+(?:(?:about|approximately)[ \\t]+)?(?:${AMOUNT}|an?|one|two|three|four|five|six)?[ \\t]*`,
  'i',
);
const RE_LEAD_WORDS =
  /^(?:of|each:?|another|optional:?|about|approximately|approx\.|up to|around|roughly|or so|some|a little|a few|your favou?rite|a|an|the)\s+/i;
const RE_PIECES_OF =
  /^(?:(?:small|large|thin|thick|good)\s+)?(?:sprigs?|wedges?|leaves|scraps?|pieces?|slices?|knobs?|pinch(?:es)?|dash(?:es)?|handfuls?|bunch(?:es)?|stalks?|heads?|drops?|glugs?|dollops?|drizzles?|squeezes?)\s+of\s+|^(?:batch(?:es)?|recipes?)\s+(?:of\s+)?/i;
// 'boneless, skinless chicken thighs', 'unsalted, toasted cashew nuts': a comma between two adjectives.
const RE_ADJECTIVE =
  /^(?:[a-z-]+(?:less|ed|ful)|red|green|yellow|white|black|ripe|firm|thick|thin|raw|sweet|sour|tart)$/i;

// Most words start no size, preparation or manner word: this cheap look saves the full one.
const RE_PREPARED_HEAD = new RegExp(
  `^(?:${[
    ...new Set(
      [MANNER, PREPARED, SIZE]
        .join('|')
        .split('|')
        .map((w) => /^[a-z]*/.exec(w)![0]),
    ),
  ].join('|')})`,
  'i',
);
const RE_PREPARED_RUN = new RegExp(
  `(?<![\\w-])(?:(?:${MANNER})[ \\t]+)*(?:${PREPARED}|${SIZE})(?![\\w-])(?:[ \\t]*(?:,|and|&|or|then)[ \\t]+(?=(?:(?:${MANNER})[ \\t]+)*(?:${PREPARED}|${SIZE})(?![\\w-])))?`,
  'iy',
);

/** Drops size, preparation and temperature words wherever they stand: 'finely grated fresh ginger' -> 'fresh ginger'. */
function dropPrepared(text: string): string {
  const kept: string[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    RE_PREPARED_RUN.lastIndex = 0;
    const m = !RE_PREPARED_HEAD.test(rest) || SOLD_AS.some((re) => re.test(rest)) ? null : RE_PREPARED_RUN.exec(rest);
    if (m) {
      rest = rest.slice(m[0].length).trimStart();
      // 'red, ripe strawberries': the comma went with the dropped word.
      const last = kept.length - 1;
      const word = last >= 0 && kept[last]!.endsWith(',') ? kept[last]!.slice(0, -1) : null;
      if (word && RE_ADJECTIVE.test(word) && /^[^\s,;]/.test(rest)) kept[last] = word;
      continue;
    }
    const word = /^\S+/.exec(rest)![0];
    kept.push(word);
    rest = rest.slice(word.length).trimStart();
  }
  return kept.join(' ');
}

/** Drops sizes at the start and the piece they measure: '2-inch piece fresh ginger' -> 'fresh ginger'. */
function dropSizes(text: string): string {
  for (let i = 0; i < 4; i++) {
    const before = text;
    const sized = RE_SIZE.exec(text);
    if (sized)
      text = text
        .slice(sized[0].length)
        .replace(RE_PIECE_WORD, (word, piece: string) =>
          lookupUnit(piece) || PIECES.has(piece.toLowerCase()) ? '' : word,
        );
    text = tidy(text.replace(RE_LEAD_WORDS, ''));
    if (text === before) break;
  }
  return text;
}

/**
 * Where the note after a comma starts, or -1 when the commas belong to the name: the kinds of one
 * food ('corn, peanut or vegetable oil', 'canola, sunflower, or vegetable oil') or two adjectives
 * ('boneless, skinless chicken thighs'). ', or olive oil' is a note: a second choice.
 */
function noteComma(text: string): number {
  const comma = text.indexOf(',');
  if (comma < 0) return -1;
  const before = text.slice(0, comma).trim().split(/\s+/);
  const parts = text
    .slice(comma + 1)
    .split(',')
    .map((part) => part.trim());
  const last = parts[parts.length - 1]!;
  const short = (part: string) => part.split(/\s+/).length === 1;
  const isList =
    before.length === 1 &&
    !/^(?:or|and)\b/i.test(parts[0]!) &&
    /^(?:or|and\/or)\s|\s(?:or|and\/or)\s/i.test(last) &&
    parts.slice(0, -1).every(short) &&
    parts.every((part) => part.length > 0);
  if (isList) return -1;
  if (before.length === 1 && RE_ADJECTIVE.test(before[0]!) && parts[0]!.length > 0) {
    const joined = noteComma(text.slice(comma + 1).trim());
    return joined < 0
      ? -1
      : comma + 1 + (text.slice(comma + 1).length - text.slice(comma + 1).trimStart().length) + joined;
  }
  return comma;
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:*▢•·-]+|[\s,;:*-]+$/g, '')
    .trim();

/** The food to buy in a line's food text: 'large eggs, at room temperature' -> 'eggs'. */
export function foodNameOf(food: string): string {
  let text = food.slice(0, 1000).replace(/[’`]/g, "'");
  // Notes in parentheses, and an unclosed one to the end.
  for (let i = 0; i < 3; i++) text = text.replace(RE_PARENS, ' ');
  text = tidy(text.replace(RE_OPEN_PAREN, ' '));
  text = dropSizes(text);
  // 'Juice of 1 lemon' names the lemon.
  text = tidy(text.replace(RE_ZEST_JUICE, '').replace(RE_LEAD_WORDS, ''));
  text = dropPrepared(text);
  text = tidy(text.replace(RE_PIECES_OF, ''));
  text = text.replace(RE_TRAILING_AMOUNT, '');
  const another = RE_ANOTHER_AMOUNT.exec(text);
  if (another && another.index > 0) text = text.slice(0, another.index);
  // '1 medium-size or 2 small turnips', '1/2 cup or 1 stick butter': what follows names the food.
  else if (another)
    text = tidy(text.slice(another[0].length)).replace(RE_PIECE_WORD, (word, unit: string) =>
      lookupUnit(unit) ? '' : word,
    );
  const note = RE_NOTE.exec(text);
  if (note && note.index > 0) text = text.slice(0, note.index);
  const comma = noteComma(text);
  if (comma > 0) text = text.slice(0, comma);
  return tidy(text);
}
