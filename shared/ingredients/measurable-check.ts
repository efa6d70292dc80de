/**
 * Whether a written line can be measured with a home kitchen's tools (docs/product.md#recipe-size-and-units):
 * the measuring-set spoons, cup measures, a scale that reads whole grams (half grams under 10 g), a jug in
 * 5 ml and 10 ml steps, and whole or half eggs. The engine's own output is held to it by a property test
 * over the demo catalog; a combiner can hold its lines to it too.
 */

const SPOON_PARTS: Readonly<Record<string, readonly string[]>> = {
  tsp: ['1/8', '1/4', '1/2', '3/4'],
  Tbsp: ['1/2'],
  cup: ['1/4', '1/3', '1/2', '2/3', '3/4'],
};

function unitKey(word: string): 'tsp' | 'Tbsp' | 'cup' | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (/^(?:tsp|tsps|teaspoons?)$/.test(w) || word === 't') return 'tsp';
  if (/^(?:tbsp|tbsps|tablespoons?)$/.test(w) || word === 'T') return 'Tbsp';
  if (/^cups?$/.test(w)) return 'cup';
  return null;
}

const value = (whole: string | undefined, num: string, den: string) => Number(whole ?? 0) + Number(num) / Number(den);

/** Why a line cannot be measured as written, or null when it can. */
export function unmeasurableReason(line: string): string | null {
  for (const m of line.matchAll(/(?<![\d/.])(?:(\d+)[ \t]+)?(\d+)\/(\d+)[ \t]*([A-Za-z]+\.?)/g)) {
    const key = unitKey(m[4]!);
    if (key && !SPOON_PARTS[key]!.includes(`${m[2]}/${m[3]}`)) return `no ${m[2]}/${m[3]} ${key} measure`;
  }
  for (const m of line.matchAll(/(?<![\d/.+] ?)(\d+)(?:[ \t]+1\/2)?[ \t]*(Tbsp|tablespoons?)\b/gi)) {
    if (Number(m[1]) > 8 && !/\+\s*$/.test(line.slice(0, m.index))) return `${m[1]} tablespoons counted out`;
  }
  if (/\d\.\d+[ \t]*(?:tsp|Tbsp|cups?|teaspoons?|tablespoons?)\b/i.test(line)) return 'a decimal spoon or cup';
  for (const m of line.matchAll(
    /(?<![\d/])(?:(\d+)[ \t]+)?(\d+)\/(\d+)[ \t]+(?:(?:large|medium|small|extra-large|jumbo|beaten|lightly beaten)[ \t]+)?(eggs?|egg yolks?|egg whites?|yolks?)\b/gi,
  )) {
    if (!m[1] && value(undefined, m[2]!, m[3]!) < 0.5) return `${m[2]}/${m[3]} of an egg`;
    if (m[3] !== '2') return `${m[2]}/${m[3]} of an egg`;
  }
  for (const m of line.matchAll(/(?<![\d.])(\d+)\.(\d+)[ \t]?g\b/g)) {
    const grams = Number(`${m[1]}.${m[2]}`);
    if (grams >= 10) return `${grams} g on a scale that reads whole grams`;
    if (grams >= 0.5 && m[2] !== '5') return `${grams} g`;
  }
  // Both ends of a range are measured: '3.8-7.5 ml'.
  for (const m of line.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?:[ \t]*[-–][ \t]*(\d+(?:\.\d+)?))?[ \t]?ml\b/g)) {
    for (const end of [m[1], m[2]]) {
      if (end === undefined) continue;
      const ml = Number(end);
      if (ml >= 1000) return `${ml} ml where litres are written`;
      if (ml >= 100 && ml % 5 !== 0) return `${ml} ml (a jug reads 10 ml steps)`;
      if (ml >= 10 && ml < 100 && ml % 5 !== 0) return `${ml} ml (5 ml steps)`;
      if (ml < 10 && ![0, 1.25, 2.5, 5, 7.5].includes(ml)) return `${ml} ml (no such spoon)`;
    }
  }
  if (/(?<![\d/])\d+\/\d+[ \t]*\([^)]*\)[ \t]*(?:cans?|tins?|packages?|packets?|jars?|bags?)\b/i.test(line))
    return 'part of a can or packet';
  // docs/decisions/034-the-method-follows-the-amounts.md: packets only whole, batches in halves, beans in halves.
  if (/\((?:about[ \t]+)?(?:\d+[ \t]+)?\d+\/\d+[ \t]+(?:packets?|sachets?|envelopes?)\)/i.test(line))
    return 'part of a packet';
  const batch = /(?<![\d/])(?:\d+[ \t]+)?\d+\/(\d+)[ \t]+batch/i.exec(line);
  if (batch && batch[1] !== '2') return 'a batch that is not whole or half';
  const bean = /(?<![\d/])(?:\d+[ \t]+)?(\d+)\/(\d+)[ \t]+(?:vanilla[ \t]+)?(?:beans?|pods?)\b/i.exec(line);
  if (bean && `${bean[1]}/${bean[2]}` !== '1/2') return `${bean[1]}/${bean[2]} of a bean`;
  // Under 5 g a kitchen scale is no help alone: the spoon leads.
  const grams = /^[ \t]*(?:≈[ \t]*)?(\d+(?:\.\d+)?)[ \t]?g\b/.exec(line);
  if (grams && Number(grams[1]) < 5) return `${grams[1]} g with no spoon`;
  return null;
}

/**
 * Why a written line or step is not all in the view's system (docs/decisions/034-the-method-follows-the-amounts.md),
 * or null: a metric view shows no cups, spoons beyond the one beside small grams, ounces, pounds or °F;
 * a US view no millilitres, litres or °C. Grams are at home in both.
 */
export function otherSystemReason(text: string, system: 'us' | 'metric'): string | null {
  if (system === 'us') {
    const m = /(?<![\w.])\d+(?:\.\d+)?[ \t]?(?:ml|l)\b|\d[ \t]?°C/.exec(text);
    return m ? `'${m[0]}' in a US view` : null;
  }
  // The spoon beside a small weight ('1/4 tsp (0.5 g)') is the one spoon a metric line keeps.
  const rest = text.replace(
    /(?:(?:\d+[ \t]+)?\d+(?:\/\d+)?[ \t]+(?:tsp|Tbsp)(?:[ \t]+\+[ \t]+)?)+(?:a pinch)?[ \t]*\(\d+(?:\.\d+)?[ \t]?g\)/g,
    '',
  );
  // '6 cups of a 12-cup muffin pan' counts a pan's cups, not a measure.
  const m =
    /(?<![\w-])\d+(?:[ \t]+\d+\/\d+|\/\d+)?[ \t]+(?:cups?(?! of (?:a|an|one|two|three|four|five|six|\d+) \d+-cup)|Tbsp|tsp|tablespoons?|teaspoons?|oz|lb)\b|\d[ \t]?°F/.exec(
      rest,
    );
  return m ? `'${m[0]}' in a metric view` : null;
}
