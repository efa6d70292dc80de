import type { Recipe, RecipeSeed } from '../../shared/schemas/recipe';
import type { Db } from './open';
import { planFeaturedChange, type FeaturedChange } from '../../shared/featured';
import { ratingSummary } from '../../shared/rating';

interface RecipeRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  image_url: string | null;
  prep_time: string;
  cook_time: string;
  servings: number;
  difficulty: Recipe['difficulty'];
  dietary_info: string;
  tags: string;
  story: string;
  ingredients: string;
  instructions: string;
  notes: string;
  pan: string;
  featured: number;
  featured_order: number | null;
  rating_count: number;
  rating_sum: number;
  version: number;
  updated_at: string;
}

export function rowToRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    difficulty: row.difficulty,
    dietaryInfo: JSON.parse(row.dietary_info) as string[],
    tags: JSON.parse(row.tags) as string[],
    story: row.story,
    ingredients: JSON.parse(row.ingredients) as string[],
    instructions: JSON.parse(row.instructions) as string[],
    notes: row.notes,
    // Only a recipe that names its pan carries one, so the sync pages stay as small as before.
    ...(row.pan ? { pan: row.pan } : {}),
    // Kept by the reviews' triggers (migration 019); only a rated recipe carries it.
    ...(row.rating_count > 0 ? { rating: ratingSummary(row.rating_count, row.rating_sum) } : {}),
    featured: row.featured === 1,
    featuredOrder: row.featured_order,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/**
 * FTS5 query from user text: each word becomes a quoted prefix term ("flo"*), so FTS syntax
 * typed by a visitor (quotes, AND, NEAR(, *, parentheses) is only ever searched for as text.
 */
export function ftsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(' ');
}

export type RecipeWrite = RecipeSeed;

export function recipesRepo(db: Db) {
  const counter = db.prepare<[], number>('SELECT value FROM change_counter WHERE id = 1').pluck();
  const bump = db
    .prepare<[], number>('UPDATE change_counter SET value = value + 1 WHERE id = 1 RETURNING value')
    .pluck();
  const bySlug = db.prepare<[string], RecipeRow>('SELECT * FROM recipes WHERE slug = ?');
  const byId = db.prepare<[number], RecipeRow>('SELECT * FROM recipes WHERE id = ?');
  const idByTitle = db
    .prepare<[string, number], number>('SELECT id FROM recipes WHERE title = ? COLLATE NOCASE AND id != ? LIMIT 1')
    .pluck();
  const all = db.prepare<[], RecipeRow>('SELECT * FROM recipes ORDER BY title COLLATE NOCASE');
  const firstByTitle = db.prepare<[number], RecipeRow>('SELECT * FROM recipes ORDER BY title COLLATE NOCASE LIMIT ?');
  const firstByTagAndTitle = db.prepare<[string, number], RecipeRow>(
    'SELECT * FROM recipes WHERE EXISTS (SELECT 1 FROM json_each(recipes.tags) WHERE lower(json_each.value) = lower(?)) ORDER BY title COLLATE NOCASE LIMIT ?',
  );
  const byTag = db.prepare<[string], RecipeRow>(
    'SELECT * FROM recipes WHERE EXISTS (SELECT 1 FROM json_each(recipes.tags) WHERE lower(json_each.value) = lower(?)) ORDER BY title COLLATE NOCASE',
  );
  const search = db.prepare<[string], RecipeRow>(
    `SELECT recipes.* FROM recipe_fts JOIN recipes ON recipes.id = recipe_fts.rowid
     WHERE recipe_fts MATCH ? ORDER BY bm25(recipe_fts, 10.0, 3.0, 5.0, 1.0), recipes.title LIMIT 500`,
  );
  const featured = db.prepare<[], RecipeRow>(
    'SELECT * FROM recipes WHERE featured = 1 ORDER BY COALESCE(featured_order, 999), title COLLATE NOCASE',
  );
  const changes = db.prepare<[number, number, number], { version: number; kind: 'r' | 't'; id: number }>(
    `SELECT version, 'r' AS kind, id FROM recipes WHERE version > ?
     UNION ALL SELECT version, 't' AS kind, recipe_id AS id FROM tombstones WHERE version > ?
     ORDER BY version LIMIT ?`,
  );
  const countChanges = db
    .prepare<[number, number], number>(
      'SELECT (SELECT count(*) FROM recipes WHERE version > ?) + (SELECT count(*) FROM tombstones WHERE version > ?)',
    )
    .pluck();
  const firstChange = db
    .prepare<[number, number], number | null>(
      'SELECT min(v) FROM (SELECT min(version) AS v FROM recipes WHERE version > ? UNION ALL SELECT min(version) FROM tombstones WHERE version > ?)',
    )
    .pluck();
  const ftsInsert = db.prepare(
    'INSERT INTO recipe_fts (rowid, title, description, tags, ingredients) VALUES (?, ?, ?, ?, ?)',
  );
  const ftsDelete = db.prepare('DELETE FROM recipe_fts WHERE rowid = ?');

  function indexRecipe(id: number, r: RecipeWrite) {
    ftsDelete.run(id);
    ftsInsert.run(
      id,
      r.title,
      r.description,
      r.tags.join(' '),
      r.ingredients.filter((l) => !/^---.*---$/.test(l.trim())).join('\n'),
    );
  }

  const columns = (r: RecipeWrite, version: number) => [
    r.slug,
    r.title,
    r.description,
    r.imageUrl ?? null,
    r.prepTime,
    r.cookTime,
    r.servings,
    r.difficulty,
    JSON.stringify(r.dietaryInfo),
    JSON.stringify(r.tags),
    r.story,
    JSON.stringify(r.ingredients),
    JSON.stringify(r.instructions),
    r.notes,
    r.pan ?? '',
    r.featured ? 1 : 0,
    r.featured ? (r.featuredOrder ?? null) : null,
    version,
    new Date().toISOString(),
  ];

  const repo = {
    /** The catalog's change number: every recipe write raises it (the sync cursor). */
    version: () => counter.get() ?? 0,
    list: () => all.all().map(rowToRecipe),
    listByTag: (tag: string) => byTag.all(tag).map(rowToRecipe),
    /** The first `limit` recipes of the list page (by title, of one tag when given). */
    listHead: (limit: number, tag?: string) =>
      (tag ? firstByTagAndTitle.all(tag, limit) : firstByTitle.all(limit)).map(rowToRecipe),
    search(text: string): Recipe[] {
      const query = ftsQuery(text);
      return query ? search.all(query).map(rowToRecipe) : repo.list();
    },
    featured: () => featured.all().map(rowToRecipe),
    findBySlug: (slug: string) => {
      const row = bySlug.get(slug);
      return row ? rowToRecipe(row) : undefined;
    },
    /** Whether a recipe other than `exceptId` already has this title (letter case aside). */
    titleTaken: (title: string, exceptId = 0) => idByTitle.get(title.trim(), exceptId) !== undefined,
    findById: (id: number) => {
      const row = byId.get(id);
      return row ? rowToRecipe(row) : undefined;
    },
    /**
     * GET /api/recipes/{idOrSlug} and the admin's edit and delete: the slug first, then an
     * all-digit key as an id. New slugs are never all digits (a title '1984' gets 'recipe-1984');
     * one stored before that rule is still its own recipe, not the one with that id.
     */
    findByKey: (key: string) => {
      const row = bySlug.get(key) ?? (/^\d{1,15}$/.test(key) ? byId.get(Number(key)) : undefined);
      return row ? rowToRecipe(row) : undefined;
    },
    /**
     * Changes after `since`, oldest first, at most `limit` (recipes and tombstones together).
     * One write can give several recipes the same version (setFeatured): a page never ends
     * inside such a group, since the next page starts after the cursor's version. `remaining`
     * counts changes still to come after this page and `total` this run's changes from
     * `since`, so a device can show progress of a first sync.
     */
    changesSince(since: number, limit: number) {
      const rows = changes.all(since, since, limit + 1);
      let page = rows.slice(0, limit);
      const hasMore = rows.length > limit;
      if (hasMore) {
        const lastVersion = page[page.length - 1]!.version;
        if (rows[limit]!.version === lastVersion) {
          const whole = page.filter((c) => c.version !== lastVersion);
          // A group larger than the page is sent whole rather than split.
          page = whole.length
            ? whole
            : changes
                .all(lastVersion - 1, lastVersion - 1, Number.MAX_SAFE_INTEGER)
                .filter((c) => c.version === lastVersion);
        }
      }
      const recipes = page.filter((c) => c.kind === 'r').map((c) => rowToRecipe(byId.get(c.id)!));
      const deleted = page.filter((c) => c.kind === 't').map((c) => c.id);
      const cursor = hasMore ? page[page.length - 1]!.version : repo.version();
      const remaining = hasMore ? countChanges.get(cursor, cursor)! : 0;
      return { recipes, deleted, cursor, hasMore, remaining, total: page.length + remaining };
    },
    /**
     * What the answer of `changesSince(since, limit)` depends on: the first change after `since`
     * and the limit, when below the number of changes left (a larger limit gives the same page).
     * Two requests with the same shape get the same answer.
     */
    changesShape(since: number, limit: number): string {
      const first = firstChange.get(since, since) ?? 'none';
      return `${first}:${Math.min(limit, countChanges.get(since, since)!)}`;
    },
    /**
     * A new recipe's id is above every id the catalog has had, deleted ones too (their
     * tombstones stay): devices keep favorites, ticks and timers by recipe id, and a reused id
     * would hand them to a different recipe.
     */
    create: db.transaction((r: RecipeWrite): Recipe => {
      const version = bump.get()!;
      const result = db
        .prepare(
          `INSERT INTO recipes (id, slug, title, description, image_url, prep_time, cook_time, servings, difficulty, dietary_info, tags, story,
             ingredients, instructions, notes, pan, featured, featured_order, version, updated_at)
           VALUES (max((SELECT ifnull(max(id), 0) FROM recipes), (SELECT ifnull(max(recipe_id), 0) FROM tombstones)) + 1,
             ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...columns(r, version));
      const id = Number(result.lastInsertRowid);
      indexRecipe(id, r);
      return rowToRecipe(byId.get(id)!);
    }),
    update: db.transaction((id: number, r: RecipeWrite): Recipe => {
      const version = bump.get()!;
      db.prepare(
        `UPDATE recipes SET slug = ?, title = ?, description = ?, image_url = ?, prep_time = ?, cook_time = ?, servings = ?, difficulty = ?,
           dietary_info = ?, tags = ?, story = ?, ingredients = ?, instructions = ?, notes = ?, pan = ?, featured = ?, featured_order = ?, version = ?, updated_at = ?
         WHERE id = ?`,
      ).run(...columns(r, version), id);
      indexRecipe(id, r);
      return rowToRecipe(byId.get(id)!);
    }),
    /** Sets featured flags on several recipes in one change (reorders, toggles). */
    setFeatured: db.transaction((updates: { id: number; featured: boolean; featuredOrder: number | null }[]) => {
      const version = bump.get()!;
      const stmt = db.prepare(
        'UPDATE recipes SET featured = ?, featured_order = ?, version = ?, updated_at = ? WHERE id = ?',
      );
      const now = new Date().toISOString();
      for (const u of updates) stmt.run(u.featured ? 1 : 0, u.featured ? u.featuredOrder : null, version, now, u.id);
    }),
    /** Deletes and leaves a tombstone so devices drop the recipe on their next sync. */
    remove: db.transaction((id: number): boolean => {
      const existing = byId.get(id);
      if (!existing) return false;
      const version = bump.get()!;
      db.prepare('DELETE FROM recipes WHERE id = ?').run(id);
      ftsDelete.run(id);
      db.prepare(
        'INSERT INTO tombstones (recipe_id, version) VALUES (?, ?) ON CONFLICT(recipe_id) DO UPDATE SET version = excluded.version',
      ).run(id, version);
      return true;
    }),

    // Admin writes (issue 6). Each keeps featuredOrder unique and contiguous (1..n) inside one
    // transaction, so two requests that arrive together cannot leave duplicate orders.

    /** A featured toggle or move (docs/product.md#admin) on recipe `id`; undefined when it does not exist. */
    changeFeatured: db.transaction((id: number, change: FeaturedChange): Recipe | undefined => {
      if (!byId.get(id)) return undefined;
      applyFeaturedPlan(id, change);
      return rowToRecipe(byId.get(id)!);
    }),
    /** Creates a recipe; a featured one is appended to the featured list. */
    createAdmin: db.transaction((r: RecipeWrite): Recipe => {
      const created = repo.create({ ...r, featured: false, featuredOrder: null });
      if (r.featured) applyFeaturedPlan(created.id, { featured: true });
      return rowToRecipe(byId.get(created.id)!);
    }),
    /** Replaces a recipe's fields; its featured order is kept unless `featured` changes. */
    updateAdmin: db.transaction((id: number, r: RecipeWrite): Recipe => {
      const before = rowToRecipe(byId.get(id)!);
      repo.update(id, { ...r, featured: before.featured, featuredOrder: before.featuredOrder });
      if (r.featured !== before.featured) applyFeaturedPlan(id, { featured: r.featured });
      return rowToRecipe(byId.get(id)!);
    }),
    /** Deletes (tombstone left) and closes the gap in the featured order. */
    removeAdmin: db.transaction((id: number): boolean => {
      const existing = byId.get(id);
      if (!existing) return false;
      if (existing.featured) applyFeaturedPlan(id, { featured: false });
      return repo.remove(id);
    }),
  };

  const featuredState = db.prepare<
    [number],
    { id: number; title: string; featured: number; featured_order: number | null }
  >('SELECT id, title, featured, featured_order FROM recipes WHERE featured = 1 OR id = ?');
  function applyFeaturedPlan(id: number, change: FeaturedChange) {
    const entries = featuredState
      .all(id)
      .map((r) => ({ id: r.id, title: r.title, featured: r.featured === 1, featuredOrder: r.featured_order }));
    const plan = planFeaturedChange(entries, id, change);
    if (plan.size)
      repo.setFeatured(
        [...plan].map(([recipeId, order]) => ({ id: recipeId, featured: order !== null, featuredOrder: order })),
      );
  }
  return repo;
}
export type RecipesRepo = ReturnType<typeof recipesRepo>;
