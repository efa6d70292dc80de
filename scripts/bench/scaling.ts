import { demoRecipes } from '../../api/seed/recipes';
import { scaleIngredient } from '../../shared/ingredients';
import { INGREDIENT_LINES } from '../../shared/ingredients.fixtures';
import { median, percentile } from './stats';

export interface ScalingFigure {
  /** Distinct lines in the corpus (the demo catalog's ingredients plus the parser's fixtures). */
  corpusLines: number;
  factors: number[];
  linesPerSecond: number;
  /** Median over the measuring rounds. */
  rounds: number[];
}

export const SCALE_FACTORS = [0.25, 0.5, 1 / 3, 2, 3, 4];

/** scaleIngredient(line, factor) throughput over every line of the catalog and the fixtures. */
export function measureScaling(seconds: number): ScalingFigure {
  const corpus = [...new Set([...demoRecipes.flatMap((r) => r.ingredients), ...INGREDIENT_LINES.map((c) => c.line)])];
  let sink = 0;
  const pass = () => {
    for (const factor of SCALE_FACTORS) for (const line of corpus) sink += scaleIngredient(line, factor).length;
    return corpus.length * SCALE_FACTORS.length;
  };
  // Warm-up: let the JIT see every path before timing.
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) pass();
  const rounds: number[] = [];
  const roundMs = (seconds * 1000) / 5;
  for (let r = 0; r < 5; r++) {
    let lines = 0;
    const start = performance.now();
    while (performance.now() - start < roundMs) lines += pass();
    rounds.push(lines / ((performance.now() - start) / 1000));
  }
  if (sink === 0) throw new Error('scaleIngredient produced nothing');
  return { corpusLines: corpus.length, factors: SCALE_FACTORS, linesPerSecond: median(rounds), rounds };
}

export interface CombinerFigure {
  recipes: number;
  medianMs: number;
  p95Ms: number;
  samples: number;
}

export type CombinerResult = { available: true; figures: CombinerFigure[] } | { available: false; reason: string };

/** POST /api/ai/recipe-compiler latency for 2 and 5 recipes (the built-in combiner unless AI_BASE_URL is set). */
export async function measureCombiner(baseUrl: string, samples: number): Promise<CombinerResult> {
  const list = (await (await fetch(`${baseUrl}/api/recipes`)).json()) as { id: number; tags: string[] }[];
  const ids = list.filter((r) => !r.tags.some((t) => t.toLowerCase() === 'favoritecombos')).map((r) => r.id);
  const call = async (selected: number[]) => {
    const start = performance.now();
    const res = await fetch(`${baseUrl}/api/ai/recipe-compiler`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ selectedRecipeIds: selected }),
    });
    const text = await res.text();
    return { ms: performance.now() - start, status: res.status, text };
  };
  const probe = await call(ids.slice(0, 2));
  if (probe.status === 404 && /No API route/.test(probe.text))
    return { available: false, reason: 'POST /api/ai/recipe-compiler is not implemented yet (404)' };
  if (probe.status !== 200)
    return {
      available: false,
      reason: `POST /api/ai/recipe-compiler answered ${probe.status}: ${probe.text.slice(0, 200)}`,
    };
  const figures: CombinerFigure[] = [];
  for (const count of [2, 5]) {
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      // A different selection each time, so no cache can answer.
      const selected = Array.from({ length: count }, (_, k) => ids[(i * count + k) % ids.length]!);
      const res = await call(selected);
      if (res.status !== 200)
        return {
          available: false,
          reason: `combining ${count} recipes answered ${res.status}: ${res.text.slice(0, 200)}`,
        };
      times.push(res.ms);
    }
    figures.push({ recipes: count, medianMs: median(times), p95Ms: percentile(times, 95), samples });
  }
  return { available: true, figures };
}
