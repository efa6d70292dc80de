import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../api/seed/recipes';
import { sizeControlFor } from '../recipe-size';
import { expandCombo, isFavoriteCombo } from '../combo-recipe';
import { methodAt, partSteps } from '../method';
import {
  isHeaderLine,
  otherSystemReason,
  scaleIngredient,
  scaleStep,
  toMetric,
  toUS,
  unmeasurableReason,
} from './index';

/** The lines the 'Kitchen-true recipes' audit found on the demo catalog, and what a baker reads now. */
describe('amounts a baker can measure', () => {
  it.each([
    // Spoons of a measuring set, sums where needed, a pinch below 1/8 tsp.
    ['3/4 tsp fine salt', 0.5, 'us', '1/4 tsp + 1/8 tsp fine salt'],
    ['2 1/2 tsp pure vanilla extract', 0.25, 'us', '1/2 tsp + 1/8 tsp pure vanilla extract'],
    ['1/8 tsp fine salt', 0.5, 'us', 'a pinch of fine salt'],
    ['1/8 tsp fine salt', 0.5, 'metric', 'a pinch of fine salt'],
    // Cups in quarters and thirds, else cups and spoons: not '1 5/8 cups', not '13 Tbsp (101 g)'.
    ['3 1/4 cups (405 g) all-purpose flour', 0.5, 'us', '1 1/2 cups + 2 Tbsp (203 g) all-purpose flour'],
    ['3 1/4 cups (405 g) all-purpose flour', 0.25, 'us', '3/4 cup + 1 Tbsp (101 g) all-purpose flour'],
    // Grams whole; half grams only for what is spooned.
    ['1/4 cup cornstarch', 0.25, 'metric', '≈ 7 g cornstarch'],
    // Under 5 g the spoon leads and the grams follow; a packet count is kept only while it is whole.
    ['7 g (1 sachet) fast-action dried yeast', 0.25, 'metric', '1/2 tsp + 1/8 tsp (2 g) fast-action dried yeast'],
    ['2 Tbsp (3 packets) instant yeast', 2 / 3, 'us', '4 tsp (2 packets) instant yeast'],
    ['2 1/4 tsp (1 packet) instant yeast', 0.5, 'us', '1 1/8 tsp instant yeast'],
    ['¼ tsp ground nutmeg', 1, 'metric', '¼ tsp (0.5 g) ground nutmeg'],
    ['½ tsp fine salt', 0.5, 'metric', '1/4 tsp (1.5 g) fine salt'],
    ['10 g fine sea salt', 0.25, 'metric', '1/4 tsp + 1/8 tsp (2.5 g) fine sea salt'],
    // Millilitres on a jug and metric spoons: not '3.8-7.5 ml milk'.
    ['1-2 Tbsp milk', 0.25, 'metric', '5-7.5 ml milk'],
    // Litres from 1000 ml, at every size: not '1440 ml' beside '1.2 l'.
    ['2 cups (480 ml) buttermilk, at room temperature', 3, 'metric', '1.44 l buttermilk, at room temperature'],
    // Every second amount, and every temperature, in the view's system.
    ['3 cups (720 ml) warm water, about 110°F (43°C)', 5 / 3, 'metric', '1.2 l warm water, about 43°C'],
    ['3 cups (720 ml) warm water, about 110°F (43°C)', 1, 'us', '3 cups warm water, about 110°F'],
    [
      '3 medium very ripe bananas (about 1 1/4 cups mashed)',
      1,
      'metric',
      '3 medium very ripe bananas (about 300 ml mashed)',
    ],
    ['Juice of 1 lemon (about 45 ml)', 1, 'us', 'Juice of 1 lemon (about 3 Tbsp)'],
    ['1 large egg beaten with 1 Tbsp cream', 2, 'metric', '2 large eggs beaten with 30 ml cream'],
    [
      '1 vanilla bean, split and scraped, or 2 tsp vanilla bean paste',
      1,
      'metric',
      '1 vanilla bean, split and scraped, or 10 ml vanilla bean paste',
    ],
    // Recipes written in grams keep their grams in US.
    ['120 g finely ground blanched almond flour', 1, 'us', '≈ 1 1/4 cups (120 g) finely ground blanched almond flour'],
    // No fractions of beans or batches nobody can measure.
    ['1/2 vanilla bean, split and scraped', 0.25, 'us', 'a 3/4-inch piece of vanilla bean, split and scraped'],
    ['1/2 vanilla bean, split and scraped', 0.25, 'metric', 'a 2 cm piece of vanilla bean, split and scraped'],
    ['1 1/2 batches Vanilla Buttercream', 0.25, 'us', '1/2 batch Vanilla Buttercream'],
    ['1 1/2 batches Vanilla Buttercream', 1.25, 'us', '2 batches Vanilla Buttercream'],
    ['5 large egg whites (150 g)', 0.25, 'us', '38 g large egg whites (about 1 1/2)'],
    // Eggs: never '1/4 large egg' or '1/4 beaten egg, to glaze'.
    ['1 large egg, at room temperature', 0.25, 'us', '1 Tbsp beaten egg (12 g), at room temperature'],
    ['1 beaten egg, to glaze', 0.25, 'us', '1 Tbsp beaten egg (12 g), to glaze'],
    ['1 beaten egg, to glaze', 0.25, 'metric', '12 g beaten egg, to glaze'],
    ['1 large egg', 0.5, 'us', '1/2 large egg (25 g beaten)'],
    ['3 large eggs', 0.5, 'us', '1 1/2 large eggs (75 g beaten)'],
    // Part of a can is its contents: not '1/4 (14 oz) can sweetened condensed milk'.
    ['1 (14 oz) can sweetened condensed milk', 0.25, 'metric', '99 g (1/4 of a 397 g can) sweetened condensed milk'],
    ['1 (14 oz) can sweetened condensed milk', 0.25, 'us', '3 1/2 oz (1/4 of a 14 oz can) sweetened condensed milk'],
    // One unit system per view: metric spoons become grams, metric ranges become cups.
    ['1 1/2 tsp fine sea salt', 1, 'metric', '≈ 9 g fine sea salt'],
    ['150-175 ml whole milk', 0.25, 'us', '2 1/2-3 Tbsp whole milk'],
    // US butter by the stick: not '4 cups (904 g) unsalted butter'.
    ['1 cup (226 g) unsalted butter, softened', 4, 'us', '8 sticks (904 g) unsalted butter, softened'],
    [
      '5 Tbsp (70 g) unsalted butter, melted and cooled',
      2,
      'us',
      '1 stick + 2 Tbsp (140 g) unsalted butter, melted and cooled',
    ],
  ] as const)('%j x %d in %s reads %j', (line, factor, system, expected) => {
    const written = system === 'us' ? toUS(line, factor) : toMetric(line, factor);
    expect(written).toBe(expected);
    expect(unmeasurableReason(written)).toBeNull();
  });

  it('names what cannot be measured', () => {
    expect(unmeasurableReason('1/4 large egg')).toMatch(/egg/);
    expect(unmeasurableReason('3/8 tsp fine salt')).toMatch(/3\/8 tsp/);
    expect(unmeasurableReason('1 5/8 cups flour')).toMatch(/5\/8 cup/);
    expect(unmeasurableReason('13 Tbsp (101 g) flour')).toMatch(/13 tablespoons/);
    expect(unmeasurableReason('≈ 12.6 g cornstarch')).toMatch(/whole grams/);
    expect(unmeasurableReason('3.8-7.5 ml milk')).toMatch(/3.8 ml/);
    expect(unmeasurableReason('1/4 (14 oz) can sweetened condensed milk')).toMatch(/can/);
    expect(unmeasurableReason('1 1/2 cups + 2 Tbsp (203 g) flour')).toBeNull();
  });
});

describe('every demo recipe at every size, in both unit systems', () => {
  const cases = demoRecipes.flatMap((recipe) => {
    const control = sizeControlFor(recipe);
    const values = control.kind === 'fixed' ? [control.initial] : control.steps;
    return values.map((value) => ({ recipe, factor: control.factor(value), label: control.label(value) }));
  });

  it('covers the whole catalog', () => {
    expect(new Set(cases.map((c) => c.recipe.slug)).size).toBe(demoRecipes.length);
  });

  it.each(['us', 'metric'] as const)('writes only measurable lines, all in the view’s system, in %s', (system) => {
    const bad: string[] = [];
    for (const { recipe, factor, label } of cases) {
      for (const line of recipe.ingredients) {
        if (isHeaderLine(line)) continue;
        const written = system === 'us' ? toUS(line, factor) : toMetric(line, factor);
        const why = unmeasurableReason(written) ?? otherSystemReason(written, system);
        if (why) bad.push(`${recipe.slug} at ${label}: ${written} (${why})`);
      }
      // The steps as the page writes them: from the recipe's method, or a combo's as they are.
      const steps = isFavoriteCombo(recipe)
        ? recipe.instructions.map((step) => scaleStep(step, factor, system))
        : methodAt(recipe, { factor }, system).steps;
      for (const written of steps) {
        const why = unmeasurableReason(written) ?? otherSystemReason(written, system);
        if (why) bad.push(`${recipe.slug} at ${label}, step: ${written} (${why})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('keeps a line in one unit family from one size to the next', () => {
    // The line's own amount: a second amount ('with 15 ml cream', '(0.5 g)' beside a spoon) is another measure.
    const lead = (text: string) =>
      text.replace(/^(?:[\d/ ]+(?:tsp|Tbsp)(?: \+ )?)+(?:a pinch)? ?\(/, '').split(/\bwith\b|\(/)[0]!;
    const family = (text: string) =>
      /\b(?:g|kg)\b/.test(lead(text)) ? 'weight' : /\b(?:ml|l)\b/.test(lead(text)) ? 'volume' : 'other';
    for (const recipe of demoRecipes) {
      const control = sizeControlFor(recipe);
      if (control.kind === 'fixed') continue;
      for (const line of recipe.ingredients) {
        // Counted foods (eggs) are counted, or weighed below half an egg: only measured lines are held to one family.
        if (family(toMetric(line, 1)) === 'other') continue;
        const written = control.steps.map((v) => toMetric(line, control.factor(v)));
        const families = new Set(written.filter((w) => !/\ba pinch\b/.test(w)).map(family));
        expect([...families], `${recipe.slug}: ${line}`).toHaveLength(1);
      }
    }
  });

  it('leaves the scaled line of the base size as the author wrote it', () => {
    for (const recipe of demoRecipes)
      for (const line of recipe.ingredients) expect(scaleIngredient(line, 1)).toBe(line);
  });
});

describe('packets of yeast', () => {
  it('weigh what a packet holds (7 g) wherever a demo line counts whole packets', () => {
    const bad: string[] = [];
    for (const recipe of demoRecipes.filter((r) => !isFavoriteCombo(r))) {
      const control = sizeControlFor(recipe);
      if (control.kind === 'fixed') continue;
      for (const line of recipe.ingredients.filter((l) => /\b(?:packets?|sachets?)\b/.test(l)))
        for (const value of control.steps) {
          const shown = toMetric(line, control.factor(value));
          const m = /(\d+) g[,)].*?\b(\d+) (?:packets?|sachets?)\b|(\d+) g \((\d+) (?:packets?|sachets?)\)/.exec(shown);
          if (!m) continue;
          const [grams, packets] = m[1] ? [Number(m[1]), Number(m[2])] : [Number(m[3]), Number(m[4])];
          if (Math.abs(grams / packets - 7) > 0.5) bad.push(`${recipe.slug} ${control.label(value)}: ${shown}`);
        }
    }
    expect(bad).toEqual([]);
  });
});

describe('spices by the spoon in both views', () => {
  it('never turns the spoon the US view measures into a pinch in Metric', () => {
    // The carrot cake as written: '¼ tsp ground ginger' read 'a pinch of ground ginger' in Metric.
    expect(toMetric('¼ tsp ground ginger', 1)).toBe('¼ tsp (0.5 g) ground ginger');
    const bad: string[] = [];
    for (const recipe of demoRecipes.filter((r) => !isFavoriteCombo(r))) {
      const control = sizeControlFor(recipe);
      if (control.kind === 'fixed') continue;
      for (const value of control.steps)
        for (const line of recipe.ingredients.filter((l) => !isHeaderLine(l))) {
          const factor = control.factor(value);
          const metric = toMetric(line, factor);
          if (/\bpinch\b/.test(metric) && !/\bpinch\b/.test(toUS(line, factor)))
            bad.push(`${recipe.slug} ${control.label(value)}: ${toUS(line, factor)} / ${metric}`);
        }
    }
    expect(bad).toEqual([]);
  });
});

describe('a ranged line and the step that adds one end of it', () => {
  it('writes each end as the step writes that amount when cups would round it off', () => {
    // The coconut buttercream at 3 batches read '1/2-3/4 cup' (9 Tbsp written as 1/2 cup) beside 'Add 1/2 cup + 1 Tbsp'.
    expect(toUS('3-4 Tbsp thick canned coconut cream, at room temperature', 3)).toBe(
      '1/2 cup + 1 Tbsp to 3/4 cup thick canned coconut cream, at room temperature',
    );
    expect(scaleStep('Add 3 Tbsp of the coconut cream.', 3, 'us')).toBe('Add 1/2 cup + 1 Tbsp of the coconut cream.');
    // Ends a cup measure holds stay one range; a range from nothing stays as it was.
    expect(toUS('3-4 Tbsp heavy cream', 4)).toBe('3/4-1 cup heavy cream');
    expect(scaleIngredient('0-1/4 cup sugar', 0.5)).toBe('0-2 Tbsp sugar');
    const combo = expandCombo(
      demoRecipes.find((r) => r.slug === 'coconut-lemon-layer-cake')!,
      demoRecipes,
      partSteps,
    );
    expect(combo.ingredients).toContain('1/2 cup + 1 Tbsp to 3/4 cup thick canned coconut cream, at room temperature');
    expect(combo.instructions.join('\n')).toContain('Add 1/2 cup + 1 Tbsp of the coconut cream');
  });

  it.each(['us', 'metric'] as const)(
    'names the same amount in the list and the step at every size, in %s',
    (system) => {
      const RE_RANGE = /^([\d/ ]+?) ?(?:-| to ) ?([\d/ ]+) (tsp|Tbsp|cups?|ml|g)\b/;
      const PER: Record<string, number> = { tsp: 1, Tbsp: 3, cup: 48, cups: 48, ml: 1, l: 1000, g: 1, kg: 1000 };
      const number = (text: string) =>
        text.split(' ').reduce((sum, part) => {
          const [n, d] = part.split('/');
          return sum + Number(n) / Number(d ?? 1);
        }, 0);
      // '1/2 cup + 1 Tbsp' is 27 tsp: what the baker measures, however it is written ('1/4 cup' is '4 Tbsp').
      const measure = (text: string) =>
        text.split(' + ').reduce((sum, part) => {
          const m = /^([\d/ .]+) (\S+)$/.exec(part.trim());
          return m ? sum + number(m[1]!) * (PER[m[2]!] ?? NaN) : NaN;
        }, 0);
      // The list's ends: '140-180 ml', '1/2 cup + 1 Tbsp to 3/4 cup', or one amount when both ends met.
      const ends = (shown: string) => {
        const amount = /^(?:≈ )?((?:[\d/ .]+(?:-[\d/ .]+)? (?:tsp|Tbsp|cups?|ml|l|g|kg)\b(?: \+ | to )?)+)/
          .exec(shown)![1]!
          .trim();
        const dash = /^([\d/ .]+)-([\d/ .]+) (\S+)$/.exec(amount);
        return (dash ? [`${dash[1]} ${dash[3]}`, `${dash[2]} ${dash[3]}`] : amount.split(' to ')).map(measure);
      };
      let checked = 0;
      const bad: string[] = [];
      for (const recipe of demoRecipes.filter((r) => !isFavoriteCombo(r))) {
        const control = sizeControlFor(recipe);
        if (control.kind === 'fixed') continue;
        for (const line of recipe.ingredients) {
          const range = RE_RANGE.exec(line);
          if (!range) continue;
          const [, low, high, unit] = range;
          for (const end of [low!, high!]) {
            const amount = `${end.trim()} ${unit}`;
            if (!recipe.instructions.some((s) => new RegExp(String.raw`\b${amount}\b`).test(s))) continue;
            for (const value of control.steps) {
              const factor = control.factor(value);
              const inStep = scaleStep(amount, factor, system).replace(/^≈ /, '');
              const listed = system === 'us' ? toUS(line, factor) : toMetric(line, factor);
              const steps = methodAt(recipe, { factor }, system).steps.join(' ');
              checked += 1;
              if (!steps.includes(inStep) || !ends(listed).some((e) => Math.abs(e - measure(inStep)) < 1e-9))
                bad.push(`${recipe.slug} ${control.label(value)}: '${listed}' beside '${inStep}'`);
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(10);
      expect(bad).toEqual([]);
    },
  );
});
