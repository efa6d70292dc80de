import { Router } from 'express';
import { recipeListQuerySchema } from '../../shared/schemas/recipe';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { JsonCache } from '../http/json-cache';
import { parseQuery } from '../http/validate';

/** Public catalog reads (spec visitor 7). Admin writes are mounted by the admin router. */
export function recipesRouter({ repos }: Deps): Router {
  const router = Router();
  const cache = new JsonCache();
  const single = new JsonCache(2000);

  router.get('/', (req, res) => {
    const query = parseQuery(recipeListQuerySchema, req);
    // spec visitor 7: tag takes priority over search; 'all' is the chip that shows everything.
    const tag = query.tag && query.tag !== 'all' ? query.tag : undefined;
    const search = !tag && query.search?.trim() ? query.search.trim() : undefined;
    const key = tag ? `tag:${tag.toLowerCase()}` : search ? `search:${search.toLowerCase()}` : 'all';
    cache.send(req, res, repos.recipes.version(), key, () =>
      tag ? repos.recipes.listByTag(tag) : search ? repos.recipes.search(search) : repos.recipes.list(),
    );
  });

  router.get('/featured', (req, res) => {
    cache.send(req, res, repos.recipes.version(), 'featured', () => repos.recipes.featured());
  });

  router.get('/:idOrSlug', (req, res) => {
    const key = req.params.idOrSlug;
    // Cached per catalog version like the lists: a read is then one map lookup, no SQL, no JSON work.
    single.send(req, res, repos.recipes.version(), key, () => {
      const recipe = repos.recipes.findByKey(key);
      if (!recipe) throw notFound('Recipe not found');
      return recipe;
    });
  });

  return router;
}
