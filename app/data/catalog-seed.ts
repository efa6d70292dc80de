import type { Recipe } from '../../shared/schemas/recipe';
import type { SiftDb } from './db';
import { deviceDb } from './device-db';

/**
 * Recipes the server wrote into the page's HTML (`<script type="application/json"
 * id="catalog-seed">`: the home page's featured recipes, a recipe page's recipe), put on the
 * device at start. A first visit then paints them as soon as the app renders, instead of after
 * the sync module, its download and its writes (issue 7: the largest paint). Dexie stays the one
 * source (docs/architecture.md#data-flow): screens read these through their live queries, and the sync later writes the
 * same or newer versions over them. A newer copy on the device is never replaced.
 */
export const CATALOG_SEED_ID = 'catalog-seed';

let seeded: Promise<void> = Promise.resolve();
let fromPage: { url: string; recipes: Recipe[] } = { url: '', recipes: [] };

/**
 * Starts writing the page's recipes to the device and keeps them for the first render of the
 * page's own URL (`url`: path and query); call once, before the first render.
 */
export function seedCatalogFromPage(
  doc: Pick<Document, 'getElementById'> = document,
  database?: SiftDb,
  url: string = `${globalThis.location?.pathname ?? ''}${globalThis.location?.search ?? ''}`,
): Promise<void> {
  const recipes = readSeed(doc);
  fromPage = { url, recipes };
  seeded = writeSeed(recipes, database);
  return seeded;
}

/**
 * The recipes the HTML carried, while `url` is the address the HTML was made for, else
 * undefined. A screen shows them until its own device read answers (the same rows, stored by
 * seedCatalogFromPage), so its first render already has its recipes and their photo: one paint,
 * not a skeleton and then the cards after the database has opened. Only until the first
 * navigation in the app (forgetPageRecipes): later screens wait for the device, which may hold
 * newer versions by then.
 */
export function recipesFromPage(url: string): Recipe[] | undefined {
  return url === fromPage.url && fromPage.recipes.length ? fromPage.recipes : undefined;
}

/**
 * The server's render of a page (app/entry-server.tsx): `render` sees `recipes` as the page's, as
 * the browser's first render will once it has read them from the HTML. Renders are synchronous,
 * so no other request's render can see them.
 */
export function renderWithPageRecipes<T>(url: string, recipes: Recipe[], render: () => T): T {
  fromPage = { url, recipes };
  try {
    return render();
  } finally {
    forgetPageRecipes();
  }
}

/** Called at the first navigation inside the app (the root layout's useForgetPageRecipesOnNavigation). */
export function forgetPageRecipes(): void {
  fromPage = { url: '', recipes: [] };
}

/** Resolves once the page's recipes are on the device (or were found unusable). */
export function catalogSeeded(): Promise<void> {
  return seeded;
}

function readSeed(doc: Pick<Document, 'getElementById'>): Recipe[] {
  const text = doc.getElementById(CATALOG_SEED_ID)?.textContent;
  if (!text) return [];
  try {
    const rows: unknown = JSON.parse(text);
    return Array.isArray(rows) ? rows.filter(isRecipeShaped) : [];
  } catch {
    return [];
  }
}

/**
 * The page comes from our own server, built from the same rows as the API, so a shape check is
 * enough here: the full schema (zod) would put its download before the first paint. The sync
 * validates everything it writes with the schema.
 */
function isRecipeShaped(value: unknown): value is Recipe {
  const r = value as Record<string, unknown> | null;
  const strings = ['slug', 'title', 'description', 'prepTime', 'cookTime', 'difficulty', 'story', 'notes', 'updatedAt'];
  const lists = ['dietaryInfo', 'tags', 'ingredients', 'instructions'];
  return (
    !!r &&
    typeof r === 'object' &&
    Number.isSafeInteger(r.id) &&
    Number.isSafeInteger(r.version) &&
    Number.isSafeInteger(r.servings) &&
    typeof r.featured === 'boolean' &&
    (r.featuredOrder === null || Number.isSafeInteger(r.featuredOrder)) &&
    (r.imageUrl === null || typeof r.imageUrl === 'string') &&
    strings.every((key) => typeof r[key] === 'string') &&
    lists.every((key) => Array.isArray(r[key]) && (r[key] as unknown[]).every((item) => typeof item === 'string'))
  );
}

async function writeSeed(recipes: Recipe[], given: SiftDb | undefined): Promise<void> {
  if (!recipes.length) return;
  try {
    const database = given ?? (await deviceDb());
    await database.transaction('rw', database.recipes, async () => {
      const existing = await database.recipes.bulkGet(recipes.map((r) => r.id));
      const fresh = recipes.filter((r, i) => !existing[i] || existing[i].version < r.version);
      if (fresh.length) await database.recipes.bulkPut(fresh);
    });
  } catch {
    // A slug held by another id on the device (or no storage): the sync sorts it out.
  }
}
