import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../api/seed/recipes';
import { bakersTable, factorForPieces } from '../bakers-tools/bakers-percentages';
import { parsePan, scaleForPan } from '../bakers-tools/pans';
import { methodAt, panOptions, planMethod, readMethod, type MethodTarget } from './index';

const recipe = (slug: string) => demoRecipes.find((r) => r.slug === slug)!;
const steps = (slug: string, target: MethodTarget, system: 'us' | 'metric' = 'us') =>
  methodAt(recipe(slug), target, system).steps;
const pan = (statement: string, count = 1) => {
  const read = parsePan(statement)!;
  return { ...read, count: read.count * count };
};
/** The pan tool: the factor it gives for the baker's pans, and the pans. */
const toPan = (slug: string, statement: string, count = 1): MethodTarget => {
  const model = readMethod(recipe(slug));
  const yours = pan(statement, count);
  const scaled = scaleForPan(model.pan!, yours, panOptions(model));
  return { factor: scaled.factor, pan: yours };
};

describe('reading a recipe’s method', () => {
  it('knows its pans, layers, pieces and what its notes say about cupcakes', () => {
    expect(readMethod(recipe('classic-vanilla-layer-cake'))).toMatchObject({
      pan: { shape: 'round', width: 8, count: 2 },
      layers: 2,
      cups: { perBatch: 24, bake: '18 to 20 minutes' },
    });
    expect(readMethod(recipe('fudgy-brownies')).pieces).toEqual({ count: 16, noun: 'squares', kind: 'grid' });
    expect(readMethod(recipe('one-bowl-white-bread')).pieces).toEqual({ count: 3, noun: 'loaves', kind: 'pan' });
    expect(readMethod(recipe('overnight-cinnamon-rolls'))).toMatchObject({
      pieces: { count: 12, noun: 'rolls', kind: 'portion' },
      sheet: { width: 12, length: 18 },
    });
    expect(readMethod(recipe('one-bowl-chocolate-cake')).alternative).toMatchObject({ shape: 'rectangle', width: 9 });
    // A dish of condensed milk named only in the steps is the recipe's pan too.
    expect(readMethod(recipe('oven-dulce-de-leche')).pan).toMatchObject({ shape: 'round', width: 9 });
    expect(readMethod(recipe('salted-caramel-sauce')).pan).toBeNull();
  });
});

describe('the steps follow every size change', () => {
  it('bakes the brownies in the baker’s 9x13 and cuts it as such', () => {
    const written = steps('fudgy-brownies', toPan('fudgy-brownies', '9x13-inch pan'));
    expect(written[0]).toContain('Line a 9x13-inch pan with a parchment sling.');
    expect(written[5]).toContain('cutting into 30 squares');
    expect(planMethod(readMethod(recipe('fudgy-brownies')), toPan('fudgy-brownies', '9x13-inch pan')).servings).toBe(
      30,
    );
  });

  it('counts the eggs a step names with the batch, beside its pans', () => {
    const custard = {
      title: 'Baked Custard',
      servings: 8,
      pan: '8x8-inch square',
      instructions: [
        'Grease an 8x8-inch square pan.',
        'Whisk the 4 eggs with the sugar, then the milk.',
        'Pour into the pan.',
      ],
    };
    expect(methodAt(custard, { factor: 2 }, 'us').steps).toEqual([
      'Grease two 8x8-inch square pans.',
      'Whisk the 8 eggs with the sugar, then the milk.',
      'Pour into the pans.',
    ]);
  });

  it('divides the white bread into the loaves baker’s percentages ask for, in pans that hold them', () => {
    const bread = recipe('one-bowl-white-bread');
    const { factor } = factorForPieces(bakersTable(bread.ingredients)!, 2, 900);
    expect(steps('one-bowl-white-bread', { factor, pieces: 2 })[4]).toMatch(
      /^Butter two 9x5-inch loaf pans\. Divide the dough into two equal pieces\./,
    );
  });

  it('bakes the carrot cake in one 9x13 with a word about its two layers', () => {
    const written = steps(
      'carrot-cake-with-toasted-walnuts',
      toPan('carrot-cake-with-toasted-walnuts', '9x13-inch pan'),
    );
    expect(written[0]).toContain('Grease one 9x13-inch pan and line with parchment.');
    expect(written[4]).toMatch(/^Pour into the pan and bake/);
    expect(written[6]).toMatch(/\(Written for a cake of two layers: here the batter makes one\./);
  });

  it('takes the recipe’s own word that its 9x13 holds one batch of the chocolate cake', () => {
    const target = toPan('one-bowl-chocolate-cake', '9x13-inch pan');
    expect(target.factor).toBe(1);
    const written = steps('one-bowl-chocolate-cake', target);
    expect(written[0]).toBe('Heat the oven to 350°F. Grease one 9x13-inch pan and line with parchment.');
    expect(written[4]).toContain('or 35 to 40 minutes for a 9x13');
  });

  it('keeps the buttercream between one cake’s layers at Double, and makes it two cakes', () => {
    const written = steps('classic-vanilla-layer-cake', { factor: 2 });
    expect(written[0]).toContain('Grease four 8-inch round cake pans');
    expect(written[8]).toContain('spread with about 1 cup of buttercream');
    expect(written[8]).toMatch(/Build two cakes this way\.$/);
    // Smaller layers take less: two 6-inch rounds at Half.
    expect(steps('classic-vanilla-layer-cake', { factor: 0.5 })[8]).toContain('spread with about 1/2 cup + 1 Tbsp of');
  });

  it('stacks five rounds into two cakes, one of three layers, never one cake of five', () => {
    // 2 1/2 batches: what you have, or a combination that serves a head count.
    const written = steps('classic-vanilla-layer-cake', { factor: 2.5 });
    expect(written[0]).toContain('Grease five 8-inch round cake pans');
    expect(written[8]).toMatch(
      /Build two cakes this way, one of them with three layers: spread the same on each and stack them all\.$/,
    );
    expect(written[8]).not.toMatch(/with five/);
    // Three rounds are one cake of three.
    expect(steps('classic-vanilla-layer-cake', { factor: 1.5 })[8]).toMatch(/with three, spread the same on each/);
  });

  it('suggests the pan that holds a small batch', () => {
    expect(steps('carrot-cake-with-toasted-walnuts', { factor: 0.25 })[0]).toContain('Grease one 6-inch round pan');
    expect(steps('carrot-cake-with-toasted-walnuts', { factor: 0.5 })[0]).toContain('Grease two 6-inch round pans');
    expect(steps('fudgy-brownies', { factor: 0.5 })[0]).toContain('Line an 8 1/2 x 4 1/2-inch loaf pan');
    expect(steps('fudgy-brownies', { factor: 0.5 })[5]).toContain('cutting into 8 squares');
    expect(steps('lemon-bars', { factor: 0.5 })[0]).toContain('Line an 8x8-inch square pan');
    expect(steps('blueberry-streusel-muffins', { factor: 0.5 })[0]).toContain('line 6 cups of a 12-cup muffin pan');
    // When no pan holds it, a cake goes into muffin cups, and the bake says so.
    const cups = steps('flourless-chocolate-cake', { factor: 0.25 });
    expect(cups[0]).toContain('Line 3 cups of a 12-cup muffin pan with paper liners.');
    expect(cups[4]).toMatch(/Muffin cups bake much faster than a pan/);
  });

  it('turns the vanilla cake into the 24 cupcakes its notes promise, baked as they say', () => {
    const target = toPan('classic-vanilla-layer-cake', '12-cup muffin pan', 2);
    expect(target.factor).toBe(1);
    const written = steps('classic-vanilla-layer-cake', target);
    expect(written[0]).toContain('Line two 12-cup muffin pans with paper liners.');
    expect(written[5]).toBe('Divide the batter among the liners, filling them two-thirds full.');
    expect(written[6]).toMatch(/the recipe's notes say 18 to 20 minutes\.\)$/);
    expect(written[8]).toMatch(/for cupcakes, pipe or spread the frosting on each one instead/);
  });

  it('rolls the cinnamon rolls’ sheet to their number and rows the dinner rolls into the pan', () => {
    expect(steps('overnight-cinnamon-rolls', { factor: 0.5 })[3]).toContain(
      'roll the dough into a 9x12-inch rectangle. Spread the filling evenly, leaving a 1/2-inch strip bare along one 9-inch edge.',
    );
    expect(steps('overnight-cinnamon-rolls', { factor: 2 })[3]).toContain(
      'divide the dough into two and roll each into a 12x18-inch rectangle',
    );
    expect(steps('soft-dinner-rolls', { factor: 2 })[3]).toContain(
      'Grease two 9x13-inch pans. Turn out the dough, divide it into 30 equal pieces (about 60 g each)',
    );
  });

  it('says what a step was written for where it cannot follow alone', () => {
    expect(steps('crusty-farmhouse-loaf', { factor: 2 })[3]).toMatch(
      /\(Written for one loaf: here you make two\. Divide the dough into two and shape, prove and bake each as written/,
    );
    expect(steps('brown-butter-apple-pie', { factor: 2 })[4]).toMatch(/Make two pies this way\.$/);
    expect(steps('brown-butter-apple-pie', { factor: 0.5 })[4]).toContain(
      'Roll one disk into a 9-inch round and fit it into a 6-inch pie plate.',
    );
  });

  it('never changes times, and writes the oven in the view’s scale', () => {
    const written = steps('lemon-drizzle-loaf-cake', { factor: 0.5 }, 'metric');
    expect(written[0]).toBe(
      'Heat the oven to 180°C (160°C fan). Grease a 450 g loaf tin and line it with baking parchment.',
    );
    expect(written[4]).toContain('Bake at 180°C for 45 to 50 minutes');
    expect(written[4]).toMatch(/A smaller loaf bakes faster: check 10-15 minutes early\.\)$/);
  });

  it('gives the steps back as written at the recipe’s own size, in its own system, but for the other scale', () => {
    const bread = recipe('one-bowl-white-bread');
    const written = steps('one-bowl-white-bread', { factor: 1 });
    expect(written[4]).toBe(bread.instructions[4]);
    expect(written[6]).toBe(
      'Bake at 375°F for 30 to 35 minutes, until deep golden and the center reads 190°F on an instant-read thermometer.',
    );
  });
});

describe('a recipe written in other words', () => {
  it('never throws and keeps what it cannot read as written', () => {
    const odd = {
      title: 'Odd',
      servings: 1,
      pan: 'a big bowl',
      notes: '',
      instructions: [
        '',
        'Cut into 0 squares, then into 1000 bars.',
        'Grease a 2-inch pan and a 99x99-inch pan. Divide between the pans.',
        'Roll the dough into a 0x0-inch rectangle and cut into 3 rolls.',
        '**A heading**',
        'Bake at 350°F (175°C) for 20 minutes.',
      ],
    };
    for (const factor of [1 / 8, 0.25, 1, 3, 8])
      for (const system of ['us', 'metric'] as const) {
        const { steps: written } = methodAt(odd, { factor }, system);
        expect(written).toHaveLength(odd.instructions.length);
        expect(written[4]).toBe('**A heading**');
      }
    expect(methodAt(odd, { factor: 1 }, 'us').steps[5]).toBe('Bake at 350°F for 20 minutes.');
  });
});

describe('a bundt or tube pan from the pan tool', () => {
  it.each([
    ['fudgy-brownies', '10-inch bundt', 1, 'Heat the oven to 350°F. Grease and flour a 10-inch bundt pan well.'],
    ['lemon-bars', '10-inch tube', 2, 'Heat the oven to 350°F. Grease and flour two 10-inch tube pans well.'],
    [
      'classic-vanilla-layer-cake',
      '10-inch bundt',
      1,
      'Heat the oven to 350°F. Grease and flour one 10-inch bundt pan well.',
    ],
    ['lemon-drizzle-loaf-cake', '9-inch bundt', 1, 'Heat the oven to 350°F. Grease and flour a 9-inch bundt tin well.'],
    // Given by what it holds, it is named so (its width is only reckoned from what it holds).
    ['fudgy-brownies', '6-cup bundt', 1, 'Heat the oven to 350°F. Grease and flour a 6-cup bundt pan well.'],
    [
      'classic-vanilla-layer-cake',
      '12-cup bundt',
      1,
      'Heat the oven to 350°F. Grease and flour one 12-cup bundt pan well.',
    ],
  ])('is greased and floured, never lined with parchment: %s in %s', (slug, statement, count, first) => {
    const written = steps(slug, toPan(slug, statement, count));
    expect(written[0]).toBe(first);
    expect(written.join(' ')).not.toMatch(/bundt[^.]*parchment|tube[^.]*parchment|sling/);
  });

  it('turns bars and brownies out of a ring and cuts them in slices as the ring serves', () => {
    const brownies = toPan('fudgy-brownies', '10-inch bundt');
    expect(steps('fudgy-brownies', brownies)[5]).toBe(
      'Cool completely in the pan, at least 2 hours, before turning out onto a plate and cutting into 16 slices.',
    );
    expect(planMethod(readMethod(recipe('fudgy-brownies')), brownies).servings).toBe(16);
    // Twice as deep as in the 8x8: checked from about twice the recipe's minutes, not 5-10 more.
    expect(steps('fudgy-brownies', brownies)[4]).toMatch(
      /25 to 30 minutes, .*\(Much deeper batter: it bakes about twice as long; check after 40-55 minutes, a skewer in the middle, and cover loosely with foil if the top browns first\.\)$/,
    );
    // A 6-cup bundt is about 8 inches across: fewer slices round its rim than a 10-inch one cuts.
    expect(steps('fudgy-brownies', toPan('fudgy-brownies', '6-cup bundt'))[5]).toMatch(/cutting into 12 slices\.$/);
    // The crust pressed into the ring comes out on top: over again onto another plate puts it under.
    expect(steps('lemon-bars', toPan('lemon-bars', '10-inch tube', 2))[5]).toBe(
      'Cool to room temperature, then refrigerate for at least 2 hours. Turn out onto a plate, then over onto another, crust side down, dust with powdered sugar and cut into 32 slices.',
    );
    // Fewer slices than the rim takes when the batch is small: each at least one of the recipe's bars.
    expect(steps('lemon-bars', { factor: 0.25, pan: pan('9-inch bundt') })[5]).toMatch(/cut into 6 slices\.$/);
    const shortbread = steps('scottish-shortbread', toPan('scottish-shortbread', '25 cm tube'));
    expect(shortbread[3]).toContain('mark into 15 slices with a knife');
    expect(shortbread[5]).toMatch(/in the tin before turning out onto a plate\.$/);
    for (const slug of ['fudgy-brownies', 'lemon-bars', 'scottish-shortbread'])
      expect(steps(slug, toPan(slug, '10-inch bundt')).join(' ')).not.toMatch(/squares|bars\b|fingers|\blift/i);
  });

  it('leaves the lining of the pans a parchment fits', () => {
    expect(steps('fudgy-brownies', toPan('fudgy-brownies', '9x13-inch pan'))[0]).toBe(
      'Heat the oven to 350°F. Line a 9x13-inch pan with a parchment sling.',
    );
  });
});

describe('a layer cake in loaf or ring pans', () => {
  it('makes each loaf a cake of its own, never a layer stacked on another loaf', () => {
    const loaves = toPan('classic-vanilla-layer-cake', '9x5-inch loaf', 2);
    expect(planMethod(readMethod(recipe('classic-vanilla-layer-cake')), loaves)).toMatchObject({ units: 2, layers: 1 });
    expect(steps('classic-vanilla-layer-cake', loaves).at(-1)).toMatch(
      /\(Written for a cake of two layers: here each pan is a cake of one\. Split each across with a long serrated knife to fill it, or frost it as a single layer\.\) Build two cakes this way\.$/,
    );
    // Two 9-inch rounds are still the two layers of one cake.
    expect(
      planMethod(
        readMethod(recipe('classic-vanilla-layer-cake')),
        toPan('classic-vanilla-layer-cake', '9-inch round', 2),
      ),
    ).toMatchObject({ units: 1, layers: 2 });
  });
});

describe('muffins baked in one pan or two', () => {
  it('fills the pan as a pan is filled and puts the topping over its top', () => {
    const loaf = steps('blueberry-streusel-muffins', toPan('blueberry-streusel-muffins', '9x5-inch loaf'));
    expect(loaf[0]).toBe('Heat the oven to 375°F and grease a 9x5-inch loaf pan and line it with parchment.');
    expect(loaf[4]).toBe('Scrape the batter into the pan and scatter the streusel over the top.');
    const rounds = steps('blueberry-streusel-muffins', toPan('blueberry-streusel-muffins', '8-inch round', 2));
    expect(rounds[4]).toBe('Divide the batter between the pans and scatter the streusel over each.');
    expect(loaf.concat(rounds).join(' ')).not.toMatch(/liners|filling them|almost to the top/);
  });
});

describe('a cake baked as cupcakes', () => {
  it('serves one a cupcake', () => {
    const plan = (slug: string, target: MethodTarget) => planMethod(readMethod(recipe(slug)), target);
    // Half the vanilla layer cake fills 12 cups: twelve cupcakes, not the 6 slices half a cake gives.
    expect(plan('classic-vanilla-layer-cake', toPan('classic-vanilla-layer-cake', '12-cup muffin pan'))).toMatchObject({
      pan: { shape: 'muffin', count: 12 },
      servings: 12,
    });
    // The flourless cake at Quarter bakes in 3 muffin cups.
    expect(plan('flourless-chocolate-cake', { factor: 0.25 })).toMatchObject({ pan: { count: 3 }, servings: 3 });
    // The lemon drizzle loaf at Quarter fills 4 cups: 4 servings, not a quarter of the loaf's 10 slices.
    expect(plan('lemon-drizzle-loaf-cake', { factor: 0.25 })).toMatchObject({ pan: { count: 4 }, servings: 4 });
  });
});

describe('a loaf shaped by hand and baked in a pot', () => {
  it('says a smaller loaf bakes faster at Half and Quarter, and nothing at whole loaves', () => {
    const bake = (factor: number) => steps('crusty-farmhouse-loaf', { factor }).find((s) => /^Bake covered/.test(s))!;
    expect(bake(0.5)).toMatch(
      /25 minutes more, until the crust is a deep mahogany\. \(A smaller loaf bakes faster: check 10-15 minutes early\.\)$/,
    );
    expect(bake(0.25)).toContain('(A smaller loaf bakes faster: check 10-15 minutes early.)');
    expect(bake(1)).not.toContain('smaller loaf');
    // Double is two loaves of the written size, each baked as written.
    expect(bake(2)).not.toContain('smaller loaf');
  });
});

describe('one loaf of a recipe that makes three', () => {
  it('turns the loaf out and lets it cool, as the other steps speak of one', () => {
    const written = steps('one-bowl-white-bread', { factor: 1 / 3 });
    expect(written[7]).toBe(
      'Turn the loaf out onto a rack, brush the top with butter if you like a soft crust, and let it cool for at least 1 hour before slicing.',
    );
    expect(steps('one-bowl-white-bread', { factor: 2 / 3 })[7]).toMatch(/^Turn the loaves out .* let them cool/);
  });
});

describe('the baker’s own pan in centimetres', () => {
  it('is named as she knows it, never in tenths of an inch', () => {
    expect(steps('fudgy-brownies', toPan('fudgy-brownies', '20 cm square'))[0]).toBe(
      'Heat the oven to 350°F. Line a 20 cm square pan with a parchment sling.',
    );
    expect(steps('classic-vanilla-layer-cake', toPan('classic-vanilla-layer-cake', '23 cm round', 2))[0]).toBe(
      'Heat the oven to 350°F. Grease two 23 cm round cake pans and line the bottoms with parchment.',
    );
    const pie = steps('brown-butter-apple-pie', toPan('brown-butter-apple-pie', '23 cm round')).join(' ');
    expect(pie).toContain('Roll one disk into a 31 cm round and fit it into a 23 cm');
    expect(pie).not.toMatch(/\d\.\d-inch/);
  });
});

describe('loaves rolled for loaf pans, baked in another pan', () => {
  it('say how to shape the dough for the pan she has', () => {
    const round = steps('one-bowl-white-bread', toPan('one-bowl-white-bread', '9-inch round'));
    expect(round[4]).toMatch(
      /^Butter one 9-inch round pan\. .*\(Written for a loaf pan: for this pan, shape the dough into a smooth ball instead and set it seam-side down in the pan\.\)$/,
    );
    const cups = steps('one-bowl-white-bread', toPan('one-bowl-white-bread', '12-cup muffin pan'));
    expect(cups[4]).toContain(
      '(Written for loaf pans: for muffin cups, shape each piece into a smooth ball and set one in each cup.)',
    );
    const rounds = steps('one-bowl-white-bread', toPan('one-bowl-white-bread', '8-inch round', 3));
    expect(rounds[4]).toContain(
      '(Written for loaf pans: for these pans, shape each piece into a smooth ball instead and set each seam-side down in its pan.)',
    );
    // A ring's dough goes round its tube, never a ball over the funnel.
    expect(steps('one-bowl-white-bread', toPan('one-bowl-white-bread', '10-inch bundt'))[4]).toMatch(
      /\(Written for a loaf pan: for this pan, roll the dough into a rope instead, lay it round the pan and pinch the ends together\.\)$/,
    );
    // In loaf pans the steps need no word.
    expect(steps('one-bowl-white-bread', toPan('one-bowl-white-bread', '9x5-inch loaf', 2))[4]).not.toContain(
      'Written for',
    );
  });
});
