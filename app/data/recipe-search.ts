import type { Recipe } from '../../shared/schemas/recipe';
import { once } from '../../shared/once';

/**
 * Search over the device's recipes, offline: every word of the query must prefix-match a word
 * of the title, description, tags or ingredients (as the server's FTS5 does); title hits rank
 * first, then tags, description, ingredients; ties by title.
 *
 * With the whole catalog on the device (10,000 recipes) tokenizing every recipe on every
 * keystroke is too slow, so an in-memory index is kept: the sorted list of distinct words with,
 * for each, the recipes that contain it and the best field weight. A prefix is a binary search
 * plus a walk over the words that start with it. The index is rebuilt only when the catalog
 * changes (ids or versions differ); a recipe's words are cached by id and version.
 */
const WEIGHTS = { title: 10, tags: 5, description: 3, ingredients: 1 } as const;

interface RecipeWords {
  /** A hash of the searched text: a recipe re-created under an old id and version is re-read. */
  fingerprint: number;
  /** word -> best weight in this recipe */
  words: Map<string, number>;
}

interface Index {
  signature: string;
  size: number;
  /** Distinct words, sorted by code unit (so a prefix's words are one contiguous run). */
  words: string[];
  /** For words[i]: recipe positions and their weights, interleaved [pos, weight, pos, weight, ...]. */
  postings: Int32Array[];
  /** Each position's place in title order (equal titles share one), for the tie-break. */
  titleRank: Int32Array;
}

const wordCache = new Map<number, RecipeWords>();
let index: Index | null = null;
const collator = once(() => new Intl.Collator());

export function searchRecipes(recipes: Recipe[], query: string): Recipe[] {
  const terms = tokenize(query);
  if (!terms.length) return recipes;
  const idx = indexFor(recipes);
  const n = recipes.length;
  const score = new Int32Array(n);
  const matched = new Uint16Array(n);
  const best = new Uint8Array(n);
  const uniqueTerms = [...new Set(terms)];
  for (let t = 0; t < uniqueTerms.length; t++) {
    const term = uniqueTerms[t]!;
    const times = terms.filter((x) => x === term).length;
    best.fill(0);
    for (let w = lowerBound(idx.words, term); w < idx.words.length && idx.words[w]!.startsWith(term); w++) {
      const list = idx.postings[w]!;
      for (let i = 0; i < list.length; i += 2) if (list[i + 1]! > best[list[i]!]!) best[list[i]!] = list[i + 1]!;
    }
    for (let pos = 0; pos < n; pos++) {
      if (best[pos] && matched[pos] === t) {
        matched[pos] = t + 1;
        // A repeated query word counts as often as it was typed.
        score[pos]! += best[pos]! * times;
      }
    }
  }
  const hits: number[] = [];
  for (let pos = 0; pos < n; pos++) if (matched[pos] === uniqueTerms.length) hits.push(pos);
  const rank = idx.titleRank;
  hits.sort((a, b) => score[b]! - score[a]! || rank[a]! - rank[b]!);
  return hits.map((pos) => recipes[pos]!);
}

/**
 * The catalog's identity: which recipes, in which order, at which versions (the server bumps
 * a recipe's version on every write), cheap enough to compute per keystroke.
 */
function signatureOf(recipes: Recipe[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0;
  for (const r of recipes) {
    h1 = Math.imul(h1 ^ r.id, 16777619) ^ Math.imul(r.version + 1, 2246822519);
    h2 = (Math.imul(h2, 31) + r.id * 7 + r.version + r.title.length + r.updatedAt.length) | 0;
  }
  return `${recipes.length}:${h1 >>> 0}:${h2 >>> 0}`;
}

function hashText(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const indexByArray = new WeakMap<Recipe[], Index>();

function indexFor(recipes: Recipe[]): Index {
  const known = indexByArray.get(recipes);
  if (known) return known;
  const built = buildIndex(recipes);
  indexByArray.set(recipes, built);
  return built;
}

function buildIndex(recipes: Recipe[]): Index {
  const signature = signatureOf(recipes);
  if (index?.signature === signature) return index;
  const builder = new IndexBuilder(recipes, signature);
  builder.add(recipes.length);
  return (index = builder.finish());
}

/** The index built a slice of recipes at a time (prepareSearch), or all at once (buildIndex). */
class IndexBuilder {
  private readonly byWord = new Map<string, number[]>();
  private readonly live = new Set<number>();
  private pos = 0;
  constructor(
    private readonly recipes: Recipe[],
    private readonly signature: string,
  ) {}

  /** Reads the next `count` recipes; true once every recipe is read. */
  add(count: number): boolean {
    const end = Math.min(this.recipes.length, this.pos + count);
    for (; this.pos < end; this.pos++) {
      const recipe = this.recipes[this.pos]!;
      this.live.add(recipe.id);
      for (const [word, weight] of wordsOf(recipe)) {
        let list = this.byWord.get(word);
        if (!list) this.byWord.set(word, (list = []));
        list.push(this.pos, weight);
      }
    }
    return this.pos >= this.recipes.length;
  }

  finish(): Index {
    const { recipes, byWord, live } = this;
    for (const id of wordCache.keys()) if (!live.has(id)) wordCache.delete(id);
    const words = [...byWord.keys()].sort();
    const byTitle = recipes
      .map((_, pos) => pos)
      .sort((a, b) => collator().compare(recipes[a]!.title, recipes[b]!.title));
    const titleRank = new Int32Array(recipes.length);
    byTitle.forEach((pos, i) => {
      const prev = byTitle[i - 1];
      titleRank[pos] =
        prev !== undefined && collator().compare(recipes[prev]!.title, recipes[pos]!.title) === 0
          ? titleRank[prev]!
          : i;
    });
    return {
      signature: this.signature,
      size: recipes.length,
      words,
      postings: words.map((w) => Int32Array.from(byWord.get(w)!)),
      titleRank,
    };
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Builds the index for `recipes` ahead of the first search, `slice` recipes per task (issue 4):
 * built on the first keystroke, 10,000 recipes blocked the page for 300-400 ms. Resolves true
 * once searchRecipes(recipes, ...) answers from the index, false if aborted first.
 */
export async function prepareSearch(
  recipes: Recipe[],
  { slice = 500, signal }: { slice?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  if (indexByArray.has(recipes)) return true;
  const signature = signatureOf(recipes);
  if (index?.signature !== signature) {
    const builder = new IndexBuilder(recipes, signature);
    for (;;) {
      const done = builder.add(slice);
      await nextTask();
      if (signal?.aborted) return false;
      if (done) break;
    }
    // A search made meanwhile may have built the same index already.
    if (index?.signature !== signature) index = builder.finish();
  }
  indexByArray.set(recipes, index!);
  return true;
}

/** Whether searchRecipes(recipes, ...) answers without building its index first. */
export function searchReady(recipes: Recipe[]): boolean {
  return indexByArray.has(recipes);
}

function wordsOf(recipe: Recipe): Map<string, number> {
  const fingerprint = hashText(
    `${recipe.title}\u0000${recipe.description}\u0000${recipe.tags.join('\u0001')}\u0000${recipe.ingredients.join('\u0001')}`,
  );
  const cached = wordCache.get(recipe.id);
  if (cached?.fingerprint === fingerprint) return cached.words;
  const words = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of tokenize(text)) if ((words.get(word) ?? 0) < weight) words.set(word, weight);
  };
  add(recipe.ingredients.join(' '), WEIGHTS.ingredients);
  add(recipe.description, WEIGHTS.description);
  add(recipe.tags.join(' '), WEIGHTS.tags);
  add(recipe.title, WEIGHTS.title);
  wordCache.set(recipe.id, { fingerprint, words });
  return words;
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
