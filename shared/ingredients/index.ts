/**
 * Ingredient lines: parsing, scaling and the US/metric toggle. This file is the engine's only
 * public door; the modules behind it are:
 * - numbers.ts: reading quantities ('1 1/2', '2-3', 'a dozen');
 * - parse.ts: reading units and the shape of a line (parseIngredient);
 * - format.ts: writing numbers and unit names as a baker would;
 * - measurable.ts: the measures a baker owns (spoons, cups, sticks) and snapping to them;
 * - unit-choice.ts: which unit an amount is written in;
 * - counts.ts: counted foods ('2 eggs', '(about 7)');
 * - scale.ts: scaleIngredient;
 * - convert.ts: toMetric, toUS and writtenIn;
 * - view-system.ts: second amounts and temperatures in the view's system;
 * - whole-things.ts: batches, vanilla beans and packets a baker can measure.
 *
 * Decisions worth knowing (the tests pin each of them):
 * - `ingredient` is the food without quantity, unit, measuring modifiers ('heaping', 'packed') and the
 *   equivalent measure written right after the unit ('1 cup (120 g) flour' -> 'flour'). A container size
 *   written before the unit is part of the food and stays: '1 (14 oz) can sweetened condensed milk' ->
 *   quantity 1, unit 'can', ingredient '(14 oz) sweetened condensed milk'. A leading 'of' is dropped.
 * - Container sizes are never scaled ('2 (8 oz) packages', '2 cans (15 oz each)'): two cans are still 15 oz cans.
 * - American volumes are re-expressed in the spoon or cup a baker would reach for; everything else stays in
 *   its own unit family (oz/lb, g/kg, ml/l) and metric never becomes imperial or the reverse.
 * - Only the quantity, the unit and measures in parentheses change; the rest of the line is kept byte for byte.
 */
export type { ParsedIngredient } from './types';
export { isHeaderLine, leadsWithTimeOrTemperature, mentionsTimeOrTemperature, parseIngredient } from './parse';
export { formatQuantity } from './format';
export { COUNT_WORDS } from './numbers';
export { writeAmount } from './unit-choice';
export { scaleIngredient } from './scale';
export { toMetric, toUS, writtenIn } from './convert';
export { secondAmountsIn, temperaturesIn } from './view-system';
export { otherSystemReason, unmeasurableReason } from './measurable-check';
export { scaleLine } from './scale';
export type { UnitSystem } from './eggs';
export { scaleAmounts, scaleStep } from './steps';
export type { StepContext } from './steps';
