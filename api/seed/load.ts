import type { Db } from '../db/open';
import { recipesRepo } from '../db/recipes';
import { createObjectStore } from '../storage/object-store';
import { illustrationKindFor, illustrationSvg, galleryKinds } from './illustrations';
import { demoRecipes } from './recipes';
import { demoVideos, demoWorkshops } from './shop';

/** Stable object keys of the home page's social gallery (docs/product.md#recipes: six images). */
export const GALLERY_KEYS = galleryKinds.map((_, i) => `gallery-${i + 1}`);

const SEEDED_SETTING = 'demo_content_seeded';

/**
 * A database that has never held anything: no flag from an earlier seeding, and no recipe, no
 * deleted recipe (tombstone), no class or workshop and no video. A catalog the admin emptied is
 * not fresh: the demo content never comes back over their deletions, nor doubles the shop.
 */
function isFresh(db: Db): boolean {
  const has = (sql: string) => db.prepare(sql).get() !== undefined;
  return !(
    has(`SELECT 1 FROM settings WHERE key = '${SEEDED_SETTING}'`) ||
    has('SELECT 1 FROM recipes LIMIT 1') ||
    has('SELECT 1 FROM tombstones LIMIT 1') ||
    has('SELECT 1 FROM workshops LIMIT 1') ||
    has('SELECT 1 FROM videos LIMIT 1')
  );
}

/**
 * First start of an empty DATA_DIR: the demo catalog, shop and illustrations, so `npm start`
 * shows a living site. Runs once per database (see isFresh). Images are rendered before the
 * rows are written, and the rows and the flag are written together, so a crash midway leaves an
 * empty database that seeds again.
 */
export async function seedDemoContent(
  db: Db,
  objectsDir: string,
  { images = true } = {},
): Promise<{ recipes: number } | null> {
  if (!isFresh(db)) return null;
  const objects = createObjectStore(objectsDir);
  const render = async (key: string, svg: string) => {
    if (!images) return null;
    if (!(await objects.exists(key))) await objects.saveImage(key, Buffer.from(svg));
    return `/objects/${key}`;
  };

  const recipeImages = await Promise.all(
    demoRecipes.map((r) => render(`recipe-${r.slug}`, illustrationSvg(illustrationKindFor(r), r.slug))),
  );
  const videoImages = await Promise.all(
    demoVideos.map((v, i) => render(`video-${i + 1}`, illustrationSvg('video', v.title))),
  );
  const workshopImages = await Promise.all(
    demoWorkshops.map((w, i) =>
      render(`${w.kind}-${i + 1}`, illustrationSvg(w.kind === 'class' ? 'class' : 'workshop', w.title)),
    ),
  );
  await Promise.all(galleryKinds.map((kind, i) => render(GALLERY_KEYS[i]!, illustrationSvg(kind, `gallery-${i}`))));

  const recipes = recipesRepo(db);
  db.transaction(() => {
    demoRecipes.forEach((r, i) => recipes.create({ ...r, imageUrl: r.imageUrl ?? recipeImages[i] }));
    const video = db.prepare('INSERT INTO videos (title, description, image_url, featured) VALUES (?, ?, ?, ?)');
    demoVideos.forEach((v, i) => video.run(v.title, v.description, videoImages[i], v.featured ? 1 : 0));
    const workshop = db.prepare(
      'INSERT INTO workshops (kind, title, description, date, location, price_cents, image_url, spots_available) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    demoWorkshops.forEach((w, i) =>
      workshop.run(
        w.kind,
        w.title,
        w.description,
        w.date,
        w.location,
        w.priceCents,
        workshopImages[i],
        w.spotsAvailable,
      ),
    );
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(SEEDED_SETTING, new Date().toISOString());
  })();
  return { recipes: demoRecipes.length };
}
