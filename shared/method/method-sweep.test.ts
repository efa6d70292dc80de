import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../api/seed/recipes';
import { bakersTable, factorForPieces, piecesFromSteps } from '../bakers-tools/bakers-percentages';
import { capFactor } from '../bakers-tools/factor';
import { COMMON_PANS, parsePan, scaleForPan, type Pan } from '../bakers-tools/pans';
import { isFavoriteCombo } from '../combo-recipe';
import { isHeaderLine, otherSystemReason, scaleStep, toMetric, toUS, unmeasurableReason } from '../ingredients';
import { sizeControlFor } from '../recipe-size';
import { methodProblems } from './check';
import { methodAt, panOptions, readMethod, type MethodTarget } from './index';

/**
 * The 'Done when' for recipes (docs/decisions/034-the-method-follows-the-amounts.md): every demo
 * recipe at every size and with each baker's tool, in US and metric, has steps whose pans, counts and
 * amounts for one layer agree with its amounts, and every line of them can be measured.
 */
interface Case {
  label: string;
  target: MethodTarget;
}

const OFFERED: Pan[] = COMMON_PANS.flatMap((g) => g.pans).map((p) => parsePan(p)!);
const ON_HAND = [0.3, 0.7, 1.37, 1.83, 2.6, 6];

function casesFor(recipe: (typeof demoRecipes)[number]): Case[] {
  const control = sizeControlFor(recipe);
  if (control.kind === 'fixed') return [];
  const cases: Case[] = control.steps.map((v) => ({ label: control.label(v), target: { factor: control.factor(v) } }));
  for (const factor of ON_HAND)
    cases.push({ label: `what you have x${factor}`, target: { factor: capFactor(factor).factor } });
  const model = readMethod(recipe);
  if (model.pan) {
    for (const offered of OFFERED) {
      for (const count of [1, 2]) {
        const pan = { ...offered, count: offered.count * count };
        const scaled = scaleForPan(model.pan, pan, panOptions(model));
        cases.push({
          label: `pan ${count} x ${JSON.stringify(offered)}`,
          target: { factor: capFactor(scaled.factor).factor, pan },
        });
      }
    }
  }
  const table = bakersTable(recipe.ingredients);
  const pieces = piecesFromSteps(recipe.instructions);
  if (table && pieces) {
    const each = table.totalGrams / pieces.count;
    for (const count of [1, 2, Math.max(1, Math.round(pieces.count / 2)), pieces.count * 2]) {
      for (const grams of [each * 0.8, each, each * 1.35]) {
        const { factor } = factorForPieces(table, count, Math.round(grams));
        cases.push({ label: `dough ${count} x ${Math.round(grams)} g`, target: { factor, pieces: count } });
      }
    }
  }
  return cases;
}

const recipes = demoRecipes.filter((r) => !isFavoriteCombo(r));

describe('the method at every size and with every tool', () => {
  it.each(['us', 'metric'] as const)(
    'agrees with the amounts in %s',
    (system) => {
      const bad: string[] = [];
      let checked = 0;
      for (const recipe of recipes) {
        const model = readMethod(recipe);
        for (const { label, target } of casesFor(recipe)) {
          const { steps } = methodAt(recipe, target, system);
          checked += 1;
          for (const problem of methodProblems(recipe.instructions, model, target, steps))
            bad.push(`${recipe.slug} ${label}: ${problem}`);
          const lines = recipe.ingredients
            .filter((line) => !isHeaderLine(line))
            .map((line) => (system === 'us' ? toUS(line, target.factor) : toMetric(line, target.factor)));
          for (const text of [...lines, ...steps]) {
            const why = unmeasurableReason(text) ?? otherSystemReason(text, system);
            if (why) bad.push(`${recipe.slug} ${label}: ${why}: ${text}`);
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
      expect(bad).toEqual([]);
      // Every demo recipe at every size and tool: 10-30 s on two busy cores.
    },
    120_000,
  );

  it('catches the steps the size control used to leave behind', () => {
    const problemsOf = (slug: string, target: MethodTarget, steps: (written: string[]) => string[]) => {
      const recipe = recipes.find((r) => r.slug === slug)!;
      return methodProblems(recipe.instructions, readMethod(recipe), target, steps(recipe.instructions));
    };
    const old = (factor: number) => (written: string[]) => written.map((s) => scaleStep(s, factor, 'us'));
    // Brownies scaled x 1.83 for a 9x13 still lined an 8x8 and cut 16 squares.
    expect(problemsOf('fudgy-brownies', { factor: 1.83 }, old(1.83)).join(' | ')).toMatch(/fill line/);
    // The vanilla cake at Double spread 2 cups between one cake's layers.
    expect(problemsOf('classic-vanilla-layer-cake', { factor: 2 }, old(2)).join(' | ')).toMatch(/between the layers/);
    // Carrot cake at Quarter kept two 9-inch rounds.
    expect(problemsOf('carrot-cake-with-toasted-walnuts', { factor: 0.25 }, old(0.25)).join(' | ')).toMatch(/deep/);
  });
});
