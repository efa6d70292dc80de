/**
 * The AI Recipe Combiner's limits and messages (docs/product.md#combos), apart from its schemas
 * (./schemas/ai.ts) so the combiner's page shows them without loading zod: the schema that checks
 * the answer loads when the baker asks for a combination.
 */
export const MIN_COMBINE_RECIPES = 2;
/** More than six recipes make a combination nobody could bake in a day (and a very long prompt). */
export const MAX_COMBINE_RECIPES = 6;
export const MAX_CUSTOM_PROMPT = 1000;

export const COMBINE_MIN_MESSAGE = 'Please select at least 2 recipes to combine.';
export const COMBINE_MAX_MESSAGE = `Please select at most ${MAX_COMBINE_RECIPES} recipes to combine.`;
export const COMBINE_ERROR_MESSAGE = 'Error generating recipe compilation';
