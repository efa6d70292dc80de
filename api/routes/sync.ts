import { Router } from 'express';
import { recipesApi, routeOf } from '../../shared/contracts';
import type { Deps } from '../deps';
import { JsonCache } from '../http/json-cache';
import { parseQuery } from '../http/validate';

const MB = 1024 * 1024;
/** Byte bound of the sync page cache (README, Configuration): a page of 2,000 recipes is about 3 MB. */
export const SYNC_CACHE = { maxBytes: 48 * MB, maxEntryBytes: 16 * MB };
/** Cursors remembered per catalog version, each mapped to the shape of its answer (a few bytes each). */
const SHAPES_KEPT = 10_000;

/**
 * docs/architecture.md#api: cursor-based delta sync. A device sends the cursor it holds and gets the recipes
 * written and deleted since, oldest first, in pages. A cursor ahead of the server (the
 * database was reset) gets the whole catalog with `reset: true`.
 *
 * Pages are cached by what decides them (`changesShape`: the first change after the cursor and
 * the limit that applies), so cursors and limits that give the same page share one copy.
 */
export function syncRouter({ repos }: Deps): Router {
  const router = Router();
  const cache = new JsonCache(SYNC_CACHE);
  const shapes = new Map<string, string>();
  let shapesVersion = -1;

  const shapeOf = (version: number, from: number, limit: number) => {
    if (version !== shapesVersion || shapes.size >= SHAPES_KEPT) {
      shapes.clear();
      shapesVersion = version;
    }
    const raw = `${from}:${limit}`;
    let shape = shapes.get(raw);
    if (shape === undefined) {
      shape = repos.recipes.changesShape(from, limit);
      shapes.set(raw, shape);
    }
    return shape;
  };

  const { sync } = recipesApi;
  router.get(routeOf(sync, '/api/sync'), (req, res) => {
    const { since, limit } = parseQuery(sync.query, req);
    const version = repos.recipes.version();
    const reset = since > version;
    const from = reset ? 0 : since;
    cache.send(req, res, version, `${shapeOf(version, from, limit)}:${reset}`, () => ({
      ...repos.recipes.changesSince(from, limit),
      ...(reset ? { reset: true } : {}),
    }));
  });

  return router;
}
