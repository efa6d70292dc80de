import { Router } from 'express';
import { recipesApi, routeOf } from '../../shared/contracts';
import type { Deps } from '../deps';
import type { FastRead } from '../http/fast-reads';
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
export function syncReads({ repos }: Deps): { router: Router; fast: FastRead } {
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

  /** The cache key of a page: what decides it (a cursor ahead of the server starts over, marked reset). */
  const pageKey = (version: number, since: number, limit: number) => {
    const reset = since > version;
    return { reset, from: reset ? 0 : since, key: `${shapeOf(version, reset ? 0 : since, limit)}:${reset}` };
  };

  const { sync } = recipesApi;
  router.get(routeOf(sync, '/api/sync'), (req, res) => {
    const { since, limit } = parseQuery(sync.query, req);
    const version = repos.recipes.version();
    const { reset, from, key } = pageKey(version, since, limit);
    cache.send(req, res, version, key, () => ({
      ...repos.recipes.changesSince(from, limit),
      ...(reset ? { reset: true } : {}),
    }));
  });

  // The page a device asks for in the plain spelling (`?since=N`, `&limit=N`), when kept: the
  // query is checked by the same schema as the route's, so the answer is the route's.
  const fast: FastRead = {
    find(url) {
      const match = PLAIN_SYNC_URL.exec(url);
      if (!match) return undefined;
      const query = sync.query.safeParse({ since: match[1], limit: match[2] });
      if (!query.success) return undefined;
      const version = repos.recipes.version();
      return cache.peek(version, pageKey(version, query.data.since, query.data.limit).key) ?? null;
    },
  };

  return { router, fast };
}

const PLAIN_SYNC_URL = /^\/api\/sync\/recipes\?since=(\d{1,15})(?:&limit=(\d{1,4}))?$/;
