import { Router } from 'express';
import { recipesApi, routeOf } from '../../shared/contracts';
import { recipeListQuerySchema } from '../../shared/schemas/recipe';
import { ftsQuery } from '../db/recipes';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { keyedRead, type FastRead } from '../http/fast-reads';
import { JsonCache } from '../http/json-cache';
import { parseQuery } from '../http/validate';

const MB = 1024 * 1024;
/** Byte bounds of the catalog caches (README, Configuration): lists hold the whole catalog at 10,000 recipes. */
export const RECIPE_LIST_CACHE = { maxBytes: 48 * MB, maxEntryBytes: 40 * MB };
export const RECIPE_CACHE = { maxBytes: 8 * MB, maxEntryBytes: 1 * MB };

/**
 * The cache key of a list request: what decides its answer, never the raw text. A search is keyed
 * by its search terms (`!`, `#!` and no search at all are the same plain list, one entry).
 */
export function listKey(query: { tag?: string; search?: string }): string {
  // docs/product.md#recipes: tag takes priority over search; 'all' is the chip that shows everything.
  const tag = query.tag && query.tag !== 'all' ? query.tag : undefined;
  if (tag) return `tag:${tag.toLowerCase()}`;
  const terms = query.search ? ftsQuery(query.search) : null;
  return terms ? `search:${terms}` : 'all';
}

/** A recipe's address in the one spelling the fast path takes (any other goes to the route). */
const PLAIN_RECIPE_URL = /^\/api\/recipes\/([A-Za-z0-9_-]+)$/;

/**
 * Public catalog reads (docs/product.md#recipes), and the kept answers that `fastReads`
 * (api/http/fast-reads.ts) may send ahead of the app's middleware: the whole list, the featured
 * list and one recipe, each at its plain URL. Admin writes are mounted by the admin router.
 */
export function recipeReads({ repos }: Deps): { router: Router; fast: FastRead[] } {
  const router = Router();
  const cache = new JsonCache(RECIPE_LIST_CACHE);
  const single = new JsonCache(RECIPE_CACHE);
  const version = () => repos.recipes.version();
  const fast: FastRead[] = [
    keyedRead(cache, version, (url) =>
      url === '/api/recipes' ? 'all' : url === '/api/recipes/featured' ? 'featured' : undefined,
    ),
    keyedRead(single, version, (url) => PLAIN_RECIPE_URL.exec(url)?.[1]),
  ];

  router.get(routeOf(recipesApi.list, '/api/recipes'), (req, res) => {
    const query = parseQuery(recipeListQuerySchema, req);
    const key = listKey(query);
    cache.send(req, res, repos.recipes.version(), key, () =>
      key.startsWith('tag:')
        ? repos.recipes.listByTag(query.tag!)
        : key.startsWith('search:')
          ? repos.recipes.search(query.search!)
          : repos.recipes.list(),
    );
  });

  router.get(routeOf(recipesApi.featured, '/api/recipes'), (req, res) => {
    cache.send(req, res, repos.recipes.version(), 'featured', () => repos.recipes.featured());
  });

  router.get(routeOf(recipesApi.one, '/api/recipes'), (req, res) => {
    const key = String(req.params.idOrSlug);
    // Cached per catalog version like the lists: a read is then one map lookup, no SQL, no JSON work.
    single.send(req, res, repos.recipes.version(), key, () => {
      const recipe = repos.recipes.findByKey(key);
      if (!recipe) throw notFound('Recipe not found');
      return recipe;
    });
  });

  return { router, fast };
}
