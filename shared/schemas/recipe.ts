import { z } from 'zod';

/** docs/product.md#recipes: the four difficulty levels, in the order the forms list them. */
export const DIFFICULTIES = ['Easy', 'Medium', 'Intermediate', 'Advanced'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);

const text = (max: number) => z.string().max(max);
const list = (maxItems: number, maxLen: number) => z.array(z.string().max(maxLen)).max(maxItems);

/** A recipe as the API sends it and as the device stores it. */
export const recipeSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1).max(200),
  title: text(200),
  description: text(2000),
  imageUrl: text(2000).nullable(),
  prepTime: text(100),
  cookTime: text(100),
  servings: z.number().int().min(1).max(10_000),
  difficulty: difficultySchema,
  dietaryInfo: list(50, 100),
  tags: list(50, 100),
  story: text(20_000),
  ingredients: list(300, 500),
  instructions: list(300, 4000),
  notes: text(20_000),
  /**
   * The pan the recipe is written for ('9-inch round x 2', '12-cup muffin pan'), which the pan tool
   * scales from (docs/product.md#recipe-tools). Left out when the recipe names none.
   */
  pan: text(200).optional(),
  /**
   * The approved ratings' average and count (docs/product.md#reviews): '4.5 (12)' on cards and
   * beside the title, and the 'Top rated' order. Left out while nobody's rating is approved.
   */
  rating: z.object({ average: z.number().min(1).max(5), count: z.number().int().positive() }).optional(),
  featured: z.boolean(),
  featuredOrder: z.number().int().nullable(),
  /** Bumped on every write; the sync cursor is the highest version seen. */
  version: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** Demo content and admin creation: a recipe before the database gives it an id. */
export type RecipeSeed = Omit<Recipe, 'id' | 'version' | 'updatedAt' | 'imageUrl' | 'featuredOrder' | 'rating'> & {
  imageUrl?: string | null;
  featuredOrder?: number | null;
};

/** GET /api/sync/recipes?since=N (docs/architecture.md#api). */
export const syncResponseSchema = z.object({
  recipes: z.array(recipeSchema),
  deleted: z.array(z.number().int()),
  cursor: z.number().int().nonnegative(),
  hasMore: z.boolean(),
  /** The server's catalog was reset: drop local recipes before applying this page. */
  reset: z.boolean().optional(),
  /** Changes still to come after this page, and this run's changes from `since` (progress). */
  remaining: z.number().int().nonnegative().optional(),
  total: z.number().int().nonnegative().optional(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

export const recipeListQuerySchema = z.object({
  tag: z.string().trim().max(100).optional(),
  search: z.string().max(200).optional(),
});

export const syncQuerySchema = z.object({
  since: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});
