import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { FAVORITE_COMBOS_TAG } from '../../shared/categories';
import { scaleIngredient } from '../../shared/ingredients';
import { INGREDIENT_LINES } from '../../shared/ingredients.fixtures';
import { createApp } from '../app';
import { testConfig } from '../config';
import { createRepos } from '../db/repos';
import { openDb } from '../db/open';
import { demoRecipes } from '../seed/recipes';
import { seedDemoContent } from '../seed/load';

/**
 * Issue 5's performance figures, in process (no server to start): scaleIngredient throughput over the
 * fixture corpus and the demo catalog, and the built-in combiner's latency for 2 and 5 recipes through
 * the real route (createApp + supertest), median of `samples` calls each. `npm run bench` may call it.
 */
export interface RecipeToolsBench {
  linesPerSecond: number;
  corpusLines: number;
  combinerMs2: number;
  combinerMs5: number;
}

const FACTORS = [0.25, 0.5, 1 / 3, 2, 3, 4];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function measureLinesPerSecond(millis = 1000): { linesPerSecond: number; corpusLines: number } {
  const corpus = [...new Set([...INGREDIENT_LINES.map((c) => c.line), ...demoRecipes.flatMap((r) => r.ingredients)])];
  let sink = 0;
  const pass = () => {
    for (const factor of FACTORS) for (const line of corpus) sink += scaleIngredient(line, factor).length;
    return corpus.length * FACTORS.length;
  };
  for (let i = 0; i < 3; i++) pass();
  let lines = 0;
  const start = performance.now();
  while (performance.now() - start < millis) lines += pass();
  if (sink === 0) throw new Error('scaleIngredient produced nothing');
  return { linesPerSecond: Math.round(lines / ((performance.now() - start) / 1000)), corpusLines: corpus.length };
}

export async function benchScaling({ samples = 20, millis = 1000 } = {}): Promise<RecipeToolsBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sift-bench-tools-'));
  const db = openDb(join(dataDir, 'bench.db'));
  try {
    await seedDemoContent(db, join(dataDir, 'objects'), { images: false });
    // The built-in combiner, whatever the environment says: this measures our code, not a model.
    const app = createApp({ db, config: testConfig({ dataDir, ai: { model: 'local' } }), log: () => undefined });
    const ids = createRepos(db)
      .recipes.list()
      .filter((r) => !r.tags.includes(FAVORITE_COMBOS_TAG))
      .map((r) => r.id);
    const latency = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < samples + 2; i++) {
        const selected = Array.from({ length: count }, (_, k) => ids[(i * count + k) % ids.length]!);
        const start = performance.now();
        const res = await request(app).post('/api/ai/recipe-compiler').send({ selectedRecipeIds: selected });
        const ms = performance.now() - start;
        if (res.status !== 200)
          throw new Error(`combining ${count} recipes answered ${res.status}: ${JSON.stringify(res.body)}`);
        // The first two calls warm the JIT and the statement cache.
        if (i >= 2) times.push(ms);
      }
      return Math.round(median(times) * 100) / 100;
    };
    const combinerMs2 = await latency(2);
    const combinerMs5 = await latency(5);
    return { ...measureLinesPerSecond(millis), combinerMs2, combinerMs5 };
  } finally {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npx tsx api/ai/bench.ts` prints the figures. */
if (import.meta.url === `file://${process.argv[1]}`) {
  benchScaling().then((figures) => console.log(JSON.stringify(figures, null, 2)));
}
