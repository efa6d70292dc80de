import type { Db } from '../db/open';
import { recipesRepo } from '../db/recipes';
import { createObjectStore } from '../storage/object-store';
import { illustrationKindFor, illustrationSvg, galleryKinds } from './illustrations';
import { demoRecipes } from './recipes';
import { demoVideos, demoWorkshops } from './shop';

/** Stable object keys of the home page's social gallery (spec visitor 2: six images). */
export const GALLERY_KEYS = galleryKinds.map((_, i) => `gallery-${i + 1}`);

/**
 * First start of an empty DATA_DIR: the demo catalog, shop and illustrations, so `npm start`
 * shows a living site. Does nothing when recipes already exist. Images are rendered before
 * the rows are written, so a crash midway leaves an empty database that seeds again.
 */
export async function seedDemoContent(db: Db, objectsDir: string, { images = true } = {}): Promise<{ recipes: number } | null> {
  const count = db.prepare('SELECT COUNT(*) FROM recipes').pluck().get() as number;
  if (count > 0) return null;
  const objects = createObjectStore(objectsDir);
  const render = async (key: string, svg: string) => {
    if (!images) return null;
    if (!(await objects.exists(key))) await objects.saveImage(key, Buffer.from(svg));
    return `/objects/${key}`;
  };

  const recipeImages = await Promise.all(
    demoRecipes.map((r) => render(`recipe-${r.slug}`, illustrationSvg(illustrationKindFor(r), r.slug))),
  );
  const videoImages = await Promise.all(demoVideos.map((v, i) => render(`video-${i + 1}`, illustrationSvg('video', v.title))));
  const workshopImages = await Promise.all(
    demoWorkshops.map((w, i) => render(`${w.kind}-${i + 1}`, illustrationSvg(w.kind === 'class' ? 'class' : 'workshop', w.title))),
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
    demoWorkshops.forEach((w, i) => workshop.run(w.kind, w.title, w.description, w.date, w.location, w.priceCents, workshopImages[i], w.spotsAvailable));
  })();
  return { recipes: demoRecipes.length };
}
