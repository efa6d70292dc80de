import { Router } from 'express';
import { syncQuerySchema } from '../../shared/schemas/recipe';
import type { Deps } from '../deps';
import { JsonCache } from '../http/json-cache';
import { parseQuery } from '../http/validate';

/**
 * DESIGN 4: cursor-based delta sync. A device sends the cursor it holds and gets the recipes
 * written and deleted since, oldest first, in pages. A cursor ahead of the server (the
 * database was reset) gets the whole catalog with `reset: true`.
 */
export function syncRouter({ repos }: Deps): Router {
  const router = Router();
  const cache = new JsonCache(200);

  router.get('/recipes', (req, res) => {
    const { since, limit } = parseQuery(syncQuerySchema, req);
    const version = repos.recipes.version();
    const reset = since > version;
    const from = reset ? 0 : since;
    cache.send(req, res, version, `${from}:${limit}:${reset}`, () => ({
      ...repos.recipes.changesSince(from, limit),
      ...(reset ? { reset: true } : {}),
    }));
  });

  return router;
}
