import { Router } from 'express';
import { aiApi, routeOf } from '../../shared/contracts';
import type { RequestHandler } from 'express';
import { FAVORITE_COMBOS_TAG } from '../../shared/categories';
import { COMBINE_ERROR_MESSAGE } from '../../shared/combine-limits';
import { recipeCompilerRequestSchema } from '../../shared/schemas/ai';
import { CombinerError, combinerFor, type RecipeCombiner } from '../ai';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/middleware';

const isFavoriteCombo = (tags: readonly string[]) =>
  tags.some((t) => t.toLowerCase() === FAVORITE_COMBOS_TAG.toLowerCase());
const pass: RequestHandler = (_req, _res, next) => next();

export const removedRecipesMessage = (count: number) =>
  count === 1
    ? 'A recipe you picked was removed from the catalog. Please pick another and try again.'
    : `${count} recipes you picked were removed from the catalog. Please pick others and try again.`;

/**
 * POST /api/ai/recipe-compiler (docs/product.md#combos): validates the selection, loads the recipes,
 * and asks the configured combiner. Validation messages are sent as they are (no field prefix) so
 * the page can show them; a combiner failure is 502 with the default text of docs/product.md#combos.
 */
export function aiRouter({ repos, config, log }: Deps, combiner: RecipeCombiner = combinerFor(config.ai)): Router {
  const router = Router();
  // A remote model costs money per call; the built-in combiner is cheap and needs no limit.
  const limit = combiner.remote
    ? rateLimit(repos.rateLimits, {
        name: 'ai',
        windowMs: 10 * 60 * 1000,
        max: 30,
        message: 'Too many combinations in a short time. Please wait a few minutes and try again.',
      })
    : pass;

  router.post(routeOf(aiApi.recipeCompiler, '/api/ai'), limit, async (req, res) => {
    const parsed = recipeCompilerRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request', issues);
    }
    const { selectedRecipeIds, customPrompt } = parsed.data;
    const recipes = selectedRecipeIds.map((id) => ({ id, recipe: repos.recipes.findById(id) }));
    const missing = recipes.filter((r) => !r.recipe).map((r) => r.id);
    if (missing.length) {
      // A device that has not synced since the admin deleted a recipe still offers it. Only the id is left
      // here, so the ids go back with the message: the page knows their titles and drops them (recipe-compiler-page.tsx).
      res.status(400).json({ message: removedRecipesMessage(missing.length), missingRecipeIds: missing });
      return;
    }
    const found = recipes.map((r) => r.recipe!);
    const combos = found.filter((r) => isFavoriteCombo(r.tags));
    if (combos.length)
      throw new HttpError(
        400,
        `Favorite Combos already combine recipes and cannot be combined again: ${combos.map((r) => r.title).join(', ')}.`,
      );

    const controller = new AbortController();
    // The visitor left: stop paying for an answer nobody will read.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const combination = await combiner.combine({ recipes: found, customPrompt, signal: controller.signal });
      res.json(combination);
    } catch (err) {
      const detail = err instanceof CombinerError ? err.message : 'The combiner failed.';
      log({
        message: 'recipe-compiler failed',
        combiner: combiner.name,
        detail,
        cause: err instanceof Error ? (err.cause ?? err) : err,
      });
      res.status(502).json({ message: COMBINE_ERROR_MESSAGE, detail });
    }
  });

  return router;
}
