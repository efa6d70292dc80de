/**
 * Ratings at scale, for `npm run bench` (docs/product.md#reviews, docs/decisions/035-reviews.md):
 * a 10,000-recipe catalog (the `seed:large` generator) with 50,000 approved ratings and one
 * recipe holding 5,000 of them, on a temporary SQLite file, through the real repositories.
 *
 * The approved count and sum live on the recipe (kept by migration 019's triggers), so reading
 * the catalog with its figures costs what reading it did before; the row beside it is what an
 * aggregate over the reviews at read time would add (the design not taken). Also: one approval
 * (the trigger's update and the recipe's new version) and one page of a busy recipe's reviews.
 *
 *   npx tsx scripts/bench/reviews.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../api/db/open';
import { createRepos } from '../../api/db/repos';
import { seedLargeCatalog } from '../seed-large';
import { median } from './stats';
import { fmt, type Row } from './table';

const RECIPES = 10_000;
const RATINGS = 50_000;
const BUSY = 5_000;
const ROUNDS = 15;

const time = (work: () => unknown) => {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const medianOf = (rounds: number, work: () => unknown) => median(Array.from({ length: rounds }, () => time(work)));

export interface ReviewFigures {
  catalogWithSummaryMs: number;
  catalogWithAggregateMs: number;
  oneRecipeSummaryUs: number;
  oneRecipeAggregateUs: number;
  approveMs: number;
  busyPageMs: number;
}

export function measureReviews(): ReviewFigures {
  const dir = mkdtempSync(join(tmpdir(), 'sift-bench-reviews-'));
  const db = openDb(join(dir, 'bench.db'));
  try {
    seedLargeCatalog(db, RECIPES);
    const repos = createRepos(db);
    const ids = db.prepare('SELECT id FROM recipes ORDER BY id').pluck().all() as number[];
    const busy = ids[0]!;
    const users = db.prepare('INSERT INTO users (username, password_hash, created_at) VALUES (?, ?, ?)');
    const review = db.prepare(
      "INSERT INTO reviews (recipe_id, user_id, rating, text, status, submitted_at) VALUES (?, ?, ?, ?, 'approved', ?)",
    );
    db.transaction(() => {
      for (let u = 1; u <= RATINGS / 5; u++) users.run(`bench${u}`, 'unused', new Date().toISOString());
      for (let i = 0; i < RATINGS; i++) {
        // A busy recipe, then the rest spread over the catalog; five recipes per person, no repeat.
        const recipe = i < BUSY ? busy : ids[1 + ((i * 7919) % (ids.length - 1))]!;
        review.run(recipe, 1 + (i % (RATINGS / 5)), 1 + ((i * 31) % 5), 'Lovely crumb, would bake again.', i);
      }
    })();
    const aggregate = db.prepare(
      "SELECT recipe_id, count(*) AS n, sum(rating) AS s FROM reviews WHERE status = 'approved' GROUP BY recipe_id",
    );
    const oneAggregate = db.prepare(
      "SELECT count(*) AS n, sum(rating) AS s FROM reviews WHERE recipe_id = ? AND status = 'approved'",
    );
    const slug = repos.recipes.findById(busy)!.slug;
    const pending = db.prepare(
      "INSERT INTO reviews (recipe_id, user_id, rating, status, submitted_at) VALUES (?, ?, 4, 'pending', 0) RETURNING id",
    );
    const approvals = Array.from({ length: ROUNDS }, (_, i) => {
      const user = repos.users.create({ username: `late${i}`, name: null, email: null, passwordHash: 'x' });
      return (pending.get(ids[2 + i]!, user.id) as { id: number }).id;
    });
    let next = 0;
    return {
      catalogWithSummaryMs: medianOf(ROUNDS, () => repos.recipes.list()),
      catalogWithAggregateMs: medianOf(ROUNDS, () => {
        repos.recipes.list();
        aggregate.all();
      }),
      oneRecipeSummaryUs: medianOf(200, () => repos.recipes.findBySlug(slug)) * 1000,
      oneRecipeAggregateUs:
        medianOf(200, () => {
          repos.recipes.findBySlug(slug);
          oneAggregate.get(busy);
        }) * 1000,
      approveMs: medianOf(ROUNDS, () => repos.reviews.moderate(approvals[next++]!, 'approved', Date.now())),
      busyPageMs: medianOf(ROUNDS, () => repos.reviews.approved(busy, 10)),
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench table's rows. */
export function reviewRows(figures = measureReviews()): Row[] {
  const row = (figure: string, value: string): Row => ({ group: 'Scaling', figure, value, target: '', pass: null });
  return [
    row(
      `Catalog of ${fmt(RECIPES)} with its ratings (${fmt(RATINGS)}): summary on the recipe / aggregate at read`,
      `${fmt(figures.catalogWithSummaryMs, 1)} / ${fmt(figures.catalogWithAggregateMs, 1)} ms (x${fmt(figures.catalogWithAggregateMs / figures.catalogWithSummaryMs, 2)})`,
    ),
    row(
      `One recipe with ${fmt(BUSY)} ratings: summary / aggregate`,
      `${fmt(figures.oneRecipeSummaryUs, 0)} / ${fmt(figures.oneRecipeAggregateUs, 0)} µs`,
    ),
    row('Approve one review (figures and version in its transaction), p50', `${fmt(figures.approveMs, 2)} ms`),
    row(`First page of reviews of that recipe, p50`, `${fmt(figures.busyPageMs, 2)} ms`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of reviewRows()) console.log(`${row.figure}: ${row.value}`);
}
