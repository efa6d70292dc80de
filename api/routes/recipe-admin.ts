import { Router, type Request } from 'express';
import { recipesApi, routeOf } from '../../shared/contracts';
import type { FeaturedChange } from '../../shared/featured';
import {
  recipeBodySchema,
  recipeToFormValues,
  toRecipePayload,
  validateRecipeForm,
  type RecipeFormValues,
  type RecipePayload,
} from '../../shared/recipe-form';
import { featuredUpdateSchema } from '../../shared/schemas/admin';
import type { Recipe } from '../../shared/schemas/recipe';
import { slugify } from '../../shared/slug';
import { requireAdmin } from '../auth/admin-token';
import type { Deps } from '../deps';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';

/** Slugs that would collide with app routes (/recipes/add, /recipes/add-combo, /recipes/edit/..) or /api/recipes/featured. */
const RESERVED_SLUGS = new Set(['add', 'add-combo', 'edit', 'featured']);
const SLUG_FORM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FEATURED_KEYS = new Set(['featured', 'featuredOrder']);
const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Admin recipe writes (docs/product.md#admin), mounted at /api/recipes before the public reads. All go
 * through the recipes repository, which bumps the change counter and leaves tombstones, so
 * every device picks the change up on its next sync.
 */
export function recipeAdminRouter({ repos }: Deps): Router {
  const router = Router();
  const admin = requireAdmin(repos.adminTokens);
  const findRecipe = (key: string): Recipe => {
    const recipe = repos.recipes.findByKey(key);
    if (!recipe) throw notFound('Recipe not found');
    return recipe;
  };

  router.post(routeOf(recipesApi.create, '/api/recipes'), admin, (req, res) => {
    const payload = validRecipe(req);
    const slug = chooseSlug(
      req.body?.slug,
      payload.title,
      (candidate) => repos.recipes.findBySlug(candidate) !== undefined,
    );
    if (repos.recipes.findBySlug(slug) || repos.recipes.titleTaken(payload.title)) throw duplicate();
    try {
      res.status(201).json(repos.recipes.createAdmin({ ...payload, slug }));
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicate();
      throw err;
    }
  });

  router.put(routeOf(recipesApi.update, '/api/recipes'), admin, (req, res) => {
    const recipe = findRecipe(String(req.params.slug));
    const body: unknown = req.body;
    const keys = isObject(body) ? Object.keys(body) : [];
    if (keys.length > 0 && keys.every((k) => FEATURED_KEYS.has(k))) {
      const update = featuredUpdateSchema.parse(body);
      const change = featuredChange(update, recipe);
      res.json(repos.recipes.changeFeatured(recipe.id, change) ?? recipe);
      return;
    }
    // The edit form sends only the fields the admin changed: the others keep their saved
    // values (featured among them, so a featured change made meanwhile stays).
    // An edit keeps the slug, so links to the recipe keep working after a title change.
    const payload = validRecipe(req, recipeToFormValues(recipe));
    // Two recipes of one name would make story links and the admin's list ambiguous.
    if (repos.recipes.titleTaken(payload.title, recipe.id)) throw duplicate();
    res.json(repos.recipes.updateAdmin(recipe.id, { ...payload, slug: recipe.slug }));
  });

  router.delete(routeOf(recipesApi.remove, '/api/recipes'), admin, (req, res) => {
    const recipe = findRecipe(String(req.params.slug));
    repos.recipes.removeAdmin(recipe.id);
    res.status(204).end();
  });

  return router;
}

/**
 * shared/recipe-form.ts decides, with the same messages the form shows; the first one is the
 * 400's message. `saved` fills in the fields an edit's body leaves out.
 */
function validRecipe(req: Request, saved?: RecipeFormValues): RecipePayload {
  const body: unknown = req.body;
  const values = recipeBodySchema.parse(saved && isObject(body) ? { ...saved, ...body } : (body ?? {}));
  const errors = validateRecipeForm(values);
  const issues = Object.entries(errors).map(([path, message]) => ({ path, message }));
  if (issues.length) throw new HttpError(400, issues[0]!.message, issues);
  return toRecipePayload(values);
}

/**
 * GET /api/recipes/{idOrSlug} (docs/product.md#recipes) reads an all-digit key as an id, so a title such
 * as '1984' would give the address of another recipe: such a slug gets a 'recipe-' prefix.
 */
function chooseSlug(requested: unknown, title: string, taken: (slug: string) => boolean): string {
  let slug =
    (typeof requested === 'string' && requested.trim() ? requested.trim() : slugify(title)) ||
    numberedSlug(title, taken);
  if (/^\d+$/.test(slug)) slug = `recipe-${slug}`;
  if (slug.length > 200 || !SLUG_FORM.test(slug))
    throw badRequest('Slug may use only lowercase letters, numbers and single hyphens');
  if (RESERVED_SLUGS.has(slug)) throw badRequest(`"${slug}" is a reserved address. Please choose a different title.`);
  return slug;
}

/**
 * The address of a recipe whose title has letters, but none the slug alphabet keeps (Cyrillic,
 * Greek, Japanese...): the first free recipe-N.
 */
function numberedSlug(title: string, taken: (slug: string) => boolean): string {
  if (!/[\p{L}\p{N}]/u.test(title)) throw badRequest('Title must contain letters or numbers');
  let n = 1;
  while (taken(`recipe-${n}`)) n += 1;
  return `recipe-${n}`;
}

const duplicate = () => conflict('A recipe with this title already exists. Please choose a different title.');

function featuredChange(update: { featured?: boolean; featuredOrder?: number | null }, recipe: Recipe): FeaturedChange {
  if (update.featured === false) return { featured: false };
  if (update.featured === true) return { featured: true, featuredOrder: update.featuredOrder ?? null };
  if (update.featuredOrder == null) throw badRequest('featuredOrder must be a number');
  if (!recipe.featured) throw conflict('This recipe is not featured, so it has no featured order.');
  return { featuredOrder: update.featuredOrder };
}
