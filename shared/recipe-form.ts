import { z } from 'zod';
import { DIFFICULTIES, type Recipe } from './schemas/recipe';
import { slugify } from './slug';
import { parsePan } from './bakers-tools/pans';

/**
 * The recipe forms' rules (docs/product.md#admin), shared by the admin screens and the API so both say
 * the same thing in the same words. The browser checks before sending; the server checks again
 * and answers 400 with the first message.
 */
export const FAVORITE_COMBOS_TAG = 'FavoriteCombos';
type Difficulty = (typeof DIFFICULTIES)[number];

export const RECIPE_MESSAGES = {
  title: 'Title must be at least 3 characters',
  description: 'Description must be at least 10 characters',
  tags: 'At least one tag is required',
  prepTime: 'Preparation time is required',
  cookTime: 'Cooking time is required',
  servings: 'Servings must be a positive number',
  difficulty: 'Please choose a difficulty: Easy, Medium, Intermediate or Advanced',
  ingredients: 'At least one ingredient is required',
  instructions: 'At least one instruction is required',
  story: 'Story must be at least 20 characters',
  imageUrl: 'Image URL must start with http://, https:// or /objects/',
  pan: 'Pan must name a size and shape, such as 9-inch round x 2, 9x13-inch pan or 12-cup muffin pan',
} as const;

export type RecipeField = keyof typeof RECIPE_MESSAGES;
export type FieldErrors = Partial<Record<RecipeField, string>>;

/** What the add and edit forms hold (servings as typed). */
export interface RecipeFormValues {
  title: string;
  description: string;
  story: string;
  prepTime: string;
  cookTime: string;
  servings: number | string | null;
  difficulty: string;
  ingredients: string[];
  instructions: string[];
  imageUrl: string | null;
  tags: string[];
  dietaryInfo: string[];
  notes: string;
  /** The recipe's pan, blank when it names none. */
  pan: string;
  featured: boolean;
}

/** docs/product.md#admin: list entries are trimmed and blank ones ignored. */
export function cleanList(list: readonly string[]): string[] {
  return list.map((entry) => entry.trim()).filter(Boolean);
}

/** docs/product.md#admin: combo mode is on when the tags include 'FavoriteCombos'. */
export function isComboMode(tags: readonly string[]): boolean {
  return tags.some((tag) => tag.trim().toLowerCase() === FAVORITE_COMBOS_TAG.toLowerCase());
}

const IMAGE_URL = /^(https?:\/\/[^\s<>"]+|\/objects\/[a-z0-9][a-z0-9-]{0,79})$/;
export function isImageUrl(value: string): boolean {
  return value.length <= 2000 && IMAGE_URL.test(value);
}

function parseServings(value: RecipeFormValues['servings']): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const servings = Number(text);
  return servings >= 1 ? servings : null;
}

const isBlank = (value: RecipeFormValues['servings']) =>
  value === null || (typeof value === 'string' && value.trim() === '');

/** Every broken rule with its message, in the order the form shows its fields; {} when valid. */
export function validateRecipeForm(values: RecipeFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const combo = isComboMode(values.tags);
  if (values.title.trim().length < 3) errors.title = RECIPE_MESSAGES.title;
  if (values.description.trim().length < 10) errors.description = RECIPE_MESSAGES.description;
  if (cleanList(values.tags).length === 0) errors.tags = RECIPE_MESSAGES.tags;
  if (!combo && !values.prepTime.trim()) errors.prepTime = RECIPE_MESSAGES.prepTime;
  if (!combo && !values.cookTime.trim()) errors.cookTime = RECIPE_MESSAGES.cookTime;
  if ((!combo || !isBlank(values.servings)) && parseServings(values.servings) === null)
    errors.servings = RECIPE_MESSAGES.servings;
  const difficulty = values.difficulty.trim();
  if ((!combo || difficulty) && !(DIFFICULTIES as readonly string[]).includes(difficulty))
    errors.difficulty = RECIPE_MESSAGES.difficulty;
  if (!combo && cleanList(values.ingredients).length === 0) errors.ingredients = RECIPE_MESSAGES.ingredients;
  if (!combo && cleanList(values.instructions).length === 0) errors.instructions = RECIPE_MESSAGES.instructions;
  const imageUrl = values.imageUrl?.trim();
  if (imageUrl && !isImageUrl(imageUrl)) errors.imageUrl = RECIPE_MESSAGES.imageUrl;
  // A pan the pan tool cannot read would leave the baker's tool silent (docs/product.md#recipe-tools).
  const pan = values.pan.trim();
  if (pan && !parsePan(pan)) errors.pan = RECIPE_MESSAGES.pan;
  return errors;
}

export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors)[0];
}

/** The recipe payload of the admin forms, trimmed, with combo-mode defaults (docs/product.md#admin). */
export interface RecipePayload {
  slug: string;
  title: string;
  description: string;
  story: string;
  prepTime: string;
  cookTime: string;
  servings: number;
  difficulty: Difficulty;
  ingredients: string[];
  instructions: string[];
  imageUrl: string | null;
  tags: string[];
  dietaryInfo: string[];
  notes: string;
  pan: string;
  featured: boolean;
}

/** Call after validateRecipeForm returned no errors. */
export function toRecipePayload(values: RecipeFormValues): RecipePayload {
  const combo = isComboMode(values.tags);
  const title = values.title.trim();
  const difficulty = values.difficulty.trim();
  return {
    slug: slugify(title),
    title,
    description: values.description.trim(),
    story: values.story.trim(),
    prepTime: values.prepTime.trim() || (combo ? 'Variable' : ''),
    cookTime: values.cookTime.trim() || (combo ? 'Variable' : ''),
    servings: parseServings(values.servings) ?? 1,
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty) ? (difficulty as Difficulty) : 'Medium',
    ingredients: cleanList(values.ingredients),
    instructions: cleanList(values.instructions),
    imageUrl: values.imageUrl?.trim() || null,
    tags: cleanList(values.tags),
    dietaryInfo: cleanList(values.dietaryInfo),
    notes: values.notes.trim(),
    pan: values.pan.trim(),
    featured: values.featured,
  };
}

/** The edit form's values for a saved recipe (servings as text, as the form holds it). */
export function recipeToFormValues(recipe: Recipe): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    story: recipe.story,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: String(recipe.servings),
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    imageUrl: recipe.imageUrl,
    tags: recipe.tags,
    dietaryInfo: recipe.dietaryInfo,
    notes: recipe.notes,
    pan: recipe.pan ?? '',
    featured: recipe.featured,
  };
}

/** An edit's PUT body: only some fields; the server keeps the others as they are. */
export type RecipeChanges = Partial<Omit<RecipePayload, 'slug'>>;

/**
 * The fields of `next` that differ from `start`, the recipe the edit form started from. An
 * edit sends only these, so a save never undoes what changed elsewhere while the form was
 * open (a recipe featured in the Featured tab stays featured). The slug is left out: an edit
 * keeps the recipe's address.
 */
export function changedFields(start: RecipePayload, next: RecipePayload): RecipeChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof RecipePayload)[]) {
    if (key !== 'slug' && JSON.stringify(next[key]) !== JSON.stringify(start[key])) changes[key] = next[key];
  }
  return changes as RecipeChanges;
}

// ---------------------------------------------------------------------------------------------
// Favorite combo form (docs/product.md#admin)

export interface ComboFormValues {
  title: string;
  description: string;
  story: string;
  imageUrl: string | null;
  featured: boolean;
}

export function validateComboForm(values: ComboFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.title.trim().length < 3) errors.title = RECIPE_MESSAGES.title;
  if (values.description.trim().length < 10) errors.description = RECIPE_MESSAGES.description;
  if (values.story.trim().length < 20) errors.story = RECIPE_MESSAGES.story;
  const imageUrl = values.imageUrl?.trim();
  if (imageUrl && !isImageUrl(imageUrl)) errors.imageUrl = RECIPE_MESSAGES.imageUrl;
  return errors;
}

/** A demo illustration that exists in every seeded store: the combo's stock image. */
export const COMBO_DEFAULT_IMAGE = '/objects/gallery-2';
export const COMBO_INSTRUCTION =
  'Follow the story above: it walks you through making each recipe in this combo and bringing them together.';
export const COMBO_NOTE =
  'This favorite combo pairs recipes that are even better together. Make each part from its own recipe (linked in the story), then assemble and enjoy.';

/** docs/product.md#admin: the defaults a favorite combo is created with; `story` already auto-linked. */
export function comboToRecipePayload(values: ComboFormValues): RecipePayload {
  const title = values.title.trim();
  return {
    slug: slugify(title),
    title,
    description: values.description.trim(),
    story: values.story.trim(),
    prepTime: '30 minutes',
    cookTime: '45 minutes',
    servings: 1,
    difficulty: 'Medium',
    ingredients: ['See referenced recipes'],
    instructions: [COMBO_INSTRUCTION],
    imageUrl: values.imageUrl?.trim() || COMBO_DEFAULT_IMAGE,
    tags: [FAVORITE_COMBOS_TAG],
    dietaryInfo: [],
    notes: COMBO_NOTE,
    pan: '',
    featured: values.featured,
  };
}

// ---------------------------------------------------------------------------------------------
// The API's body schema: types and size limits only; the rules above give the messages.

const text = (max: number, name: string) =>
  z.string({ error: `${name} must be text` }).max(max, `${name} must be at most ${max} characters`);
const list = (maxItems: number, maxLength: number, name: string) =>
  z
    .array(
      z
        .string({ error: `${name} entries must be text` })
        .max(maxLength, `Each ${name} entry must be at most ${maxLength} characters`),
      {
        error: `${name} must be a list`,
      },
    )
    .max(maxItems, `${name} may have at most ${maxItems} entries`);

/**
 * POST /api/recipes and the edit form's PUT /api/recipes/{slug}. Missing fields are blank on
 * creation; an edit fills them from the saved recipe before parsing.
 */
export const recipeBodySchema = z.object({
  slug: z.string().max(200).optional(),
  title: text(200, 'Title').default(''),
  description: text(2000, 'Description').default(''),
  story: text(20_000, 'Story').default(''),
  prepTime: text(100, 'Preparation time').default(''),
  cookTime: text(100, 'Cooking time').default(''),
  servings: z
    .union([z.number(), z.string().max(20)], { error: RECIPE_MESSAGES.servings })
    .nullable()
    .default(null),
  difficulty: text(30, 'Difficulty').default(''),
  ingredients: list(300, 500, 'ingredients').default([]),
  instructions: list(300, 4000, 'instructions').default([]),
  imageUrl: text(2000, 'Image URL').nullable().default(null),
  tags: list(50, 100, 'tags').default([]),
  dietaryInfo: list(50, 100, 'dietaryInfo').default([]),
  notes: text(20_000, 'Notes').default(''),
  pan: text(200, 'Pan').default(''),
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
});
export type RecipeBody = z.infer<typeof recipeBodySchema>;
