import { z } from 'zod';
import {
  COMBINE_MAX_MESSAGE,
  COMBINE_MIN_MESSAGE,
  MAX_COMBINE_RECIPES,
  MAX_CUSTOM_PROMPT,
  MIN_COMBINE_RECIPES,
} from '../combine-limits';

/**
 * docs/product.md#combos: POST /api/ai/recipe-compiler and POST /api/analytics/combo-created. Its
 * limits and messages are in ../combine-limits.ts, which the combiner's page reads without zod.
 */

/** What POST /api/ai/recipe-compiler adds to its 400 when picked recipes were deleted since the device last synced. */
export const removedRecipesSchema = z.object({ missingRecipeIds: z.array(z.number().int()).min(1) });

export const recipeCompilerRequestSchema = z.object({
  selectedRecipeIds: z
    .array(
      z
        .number({ error: 'Recipe ids must be numbers.' })
        .int('Recipe ids must be whole numbers.')
        .positive('Recipe ids must be positive.'),
      {
        error: COMBINE_MIN_MESSAGE,
      },
    )
    // The same recipe twice is still one recipe.
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z.array(z.number()).min(MIN_COMBINE_RECIPES, COMBINE_MIN_MESSAGE).max(MAX_COMBINE_RECIPES, COMBINE_MAX_MESSAGE),
    ),
  customPrompt: z
    .string({ error: 'Additional instructions must be text.' })
    .max(MAX_CUSTOM_PROMPT, `Additional instructions can be at most ${MAX_CUSTOM_PROMPT} characters.`)
    .optional(),
});
export type RecipeCompilerRequest = z.infer<typeof recipeCompilerRequestSchema>;

const text = (max: number) => z.string().trim().max(max);

/**
 * docs/product.md#combos: ingredients and instructions may arrive as strings or objects. An AI answer is
 * normalised to strings here, so the page only ever shows text.
 */
const lineSchema = z.union([
  text(2000),
  z
    .looseObject({
      quantity: z.union([z.string(), z.number()]).optional(),
      amount: z.union([z.string(), z.number()]).optional(),
      unit: z.string().optional(),
      name: z.string().optional(),
      item: z.string().optional(),
      ingredient: z.string().optional(),
      text: z.string().optional(),
      step: z.union([z.string(), z.number()]).optional(),
      instruction: z.string().optional(),
      description: z.string().optional(),
    })
    .transform((o) => {
      const words = [
        o.quantity ?? o.amount,
        o.unit,
        o.name ??
          o.item ??
          o.ingredient ??
          o.instruction ??
          o.text ??
          o.description ??
          (typeof o.step === 'string' ? o.step : undefined),
      ];
      return words
        .filter((w) => w !== undefined && w !== '')
        .join(' ')
        .trim()
        .slice(0, 2000);
    }),
]);
const lines = (max: number) =>
  z
    .array(lineSchema)
    .max(max)
    .transform((list) => list.filter((l) => l !== ''));
const duration = z.union([
  text(100),
  z
    .number()
    .nonnegative()
    .transform((m) => `${m} minutes`),
]);

export const combinationSchema = z.object({
  title: text(300).min(1),
  description: text(3000).default(''),
  preparationTime: duration.default(''),
  cookingTime: duration.default(''),
  // Not in the combination object the model is asked for: the built-in combiner's one honest total (docs/product.md#combos).
  totalTime: duration.optional(),
  servings: z.coerce.number().int().min(1).max(10_000),
  imageUrl: z.string().max(2000).optional(),
  ingredients: lines(300).pipe(z.array(z.string()).min(1)),
  instructions: lines(300).pipe(z.array(z.string()).min(1)),
  tips: z.array(text(2000)).max(50).default([]),
  notes: text(5000).optional(),
  sourceRecipes: z.array(text(300)).max(20).default([]),
});
export type CombinationResult = z.infer<typeof combinationSchema>;

export const comboCreatedSchema = z.object({
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO 8601 date and time.' }),
  recipeIds: z.array(z.number().int().positive()).min(1).max(50),
  recipeNames: z.array(z.string().max(300)).min(1).max(50),
  comboTitle: z.string().min(1).max(2000),
});
export type ComboCreated = z.infer<typeof comboCreatedSchema>;

/** A personal combo saved on the device (docs/product.md#combos), checked when read back from IndexedDB. */
export const temporaryComboSchema = z.object({
  title: z.string(),
  description: z.string(),
  prepTime: z.string(),
  cookTime: z.string(),
  servings: z.number(),
  slug: z.string(),
  difficulty: z.literal('Intermediate'),
  category: z.literal('temporary-combo'),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  imageUrl: z.string().nullable(),
  tags: z.tuple([z.literal('temporary-combo')]),
  dietaryInfo: z.tuple([]),
  story: z.string(),
  selectedRecipes: z.array(z.object({ id: z.number(), title: z.string(), slug: z.string().optional() })),
  createdAt: z.string(),
  totalTime: z.string().optional(),
  size: z.number().positive().max(8).optional(),
  units: z.enum(['us', 'metric']).optional(),
});
