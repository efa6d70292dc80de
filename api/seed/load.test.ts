import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/open';
import { recipesRepo } from '../db/recipes';
import { seedDemoContent } from './load';
import { demoRecipes } from './recipes';
import { demoVideos, demoWorkshops } from './shop';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file in a fresh directory; `reopen` opens the same file again, as a restart does. */
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sift-seed-'));
  dirs.push(dir);
  const open = () => openDb(join(dir, 'test.db'));
  return { dir, open };
}

const count = (db: Db, table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const seed = (db: Db, dir: string) => seedDemoContent(db, join(dir, 'objects'), { images: false });

describe('the demo content at start', () => {
  it('fills a new database once; a restart adds nothing', async () => {
    const { dir, open } = dataDir();
    const db = open();
    expect(await seed(db, dir)).toEqual({ recipes: demoRecipes.length });
    db.close();
    const again = open();
    expect(await seed(again, dir)).toBeNull();
    expect(count(again, 'recipes')).toBe(demoRecipes.length);
    expect(count(again, 'workshops')).toBe(demoWorkshops.length);
    expect(count(again, 'videos')).toBe(demoVideos.length);
    again.close();
  });

  it('never brings back recipes the admin deleted, nor doubles the shop, after every recipe is gone', async () => {
    const { dir, open } = dataDir();
    const db = open();
    await seed(db, dir);
    const recipes = recipesRepo(db);
    for (const r of recipes.list()) recipes.remove(r.id);
    expect(count(db, 'recipes')).toBe(0);
    db.close();

    const restarted = open();
    expect(await seed(restarted, dir)).toBeNull();
    expect(count(restarted, 'recipes')).toBe(0);
    expect(count(restarted, 'workshops')).toBe(demoWorkshops.length);
    expect(count(restarted, 'videos')).toBe(demoVideos.length);
    restarted.close();
  });

  it('leaves a database seeded before the flag existed alone once its recipes are deleted', async () => {
    const { dir, open } = dataDir();
    const db = open();
    await seed(db, dir);
    db.prepare("DELETE FROM settings WHERE key LIKE 'demo%'").run();
    const recipes = recipesRepo(db);
    for (const r of recipes.list()) recipes.remove(r.id);
    expect(await seed(db, dir)).toBeNull();
    expect(count(db, 'workshops')).toBe(demoWorkshops.length);
    db.close();
  });
});
