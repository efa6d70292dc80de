/**
 * Fills a DATA_DIR with a large catalog for scale checks (issue 4): the demo content first (so
 * the shop and images are there), then generated recipes up to SEED_COUNT (default 10,000),
 * all through the recipes repository in one transaction.
 *
 *   DATA_DIR=/tmp/big npx tsx scripts/seed-large.ts
 *   DATA_DIR=/tmp/big PORT=4303 node --import tsx api/server.ts
 *
 * Titles, ingredients and stories are drawn from baking vocabulary with a fixed seed, so two
 * runs give the same catalog.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb, type Db } from '../api/db/open';
import { recipesRepo } from '../api/db/recipes';
import { seedDemoContent } from '../api/seed/load';
import type { Recipe, RecipeSeed } from '../shared/schemas/recipe';
import { slugify } from '../shared/slug';

const FLAVORS = [
  'Cardamom',
  'Brown Butter',
  'Lemon',
  'Blood Orange',
  'Maple',
  'Honey',
  'Pistachio',
  'Hazelnut',
  'Cinnamon',
  'Ginger',
  'Rhubarb',
  'Raspberry',
  'Blueberry',
  'Apricot',
  'Pear',
  'Apple',
  'Fig',
  'Cherry',
  'Coconut',
  'Espresso',
  'Dark Chocolate',
  'Salted Caramel',
  'Vanilla Bean',
  'Almond',
  'Pecan',
  'Walnut',
  'Rye',
  'Sesame',
  'Earl Grey',
  'Matcha',
  'Pumpkin',
  'Sweet Potato',
  'Cranberry',
  'Plum',
  'Rosemary',
  'Thyme',
  'Olive Oil',
  'Buttermilk',
  'Sour Cream',
  'Miso',
];
const STYLES = [
  'Rustic',
  'Overnight',
  'One-Bowl',
  'Brown Sugar',
  'Spiced',
  'Toasted',
  'Sourdough',
  'Whole Wheat',
  'Glazed',
  'Crumb-Topped',
  'Double',
  'Mini',
  'Sheet-Pan',
  'Skillet',
  'Grandma’s',
  'Farmhouse',
  'Midnight',
  'Sunday',
];
const BAKES: { name: string; tag: string; base: string[]; minutes: [number, number] }[] = [
  {
    name: 'Loaf',
    tag: 'Bread',
    base: [
      '3 cups (375 g) bread flour',
      '2 1/4 tsp instant yeast',
      '1 1/2 tsp fine sea salt',
      '1 cup (240 ml) warm water',
    ],
    minutes: [30, 45],
  },
  {
    name: 'Focaccia',
    tag: 'Bread',
    base: ['4 cups (500 g) bread flour', '2 tsp instant yeast', '2 tsp salt', '1/3 cup olive oil'],
    minutes: [20, 30],
  },
  {
    name: 'Morning Buns',
    tag: 'Bread',
    base: ['3 1/2 cups all-purpose flour', '1 packet instant yeast', '1/2 cup whole milk', '6 Tbsp butter, soft'],
    minutes: [22, 28],
  },
  {
    name: 'Babka',
    tag: 'Bread',
    base: ['4 cups all-purpose flour', '1/3 cup sugar', '3 large eggs', '1/2 cup butter'],
    minutes: [40, 50],
  },
  {
    name: 'Scones',
    tag: 'BrunchBreakfast',
    base: ['2 cups all-purpose flour', '1 Tbsp baking powder', '1/2 cup cold butter', '2/3 cup heavy cream'],
    minutes: [16, 22],
  },
  {
    name: 'Pancakes',
    tag: 'BrunchBreakfast',
    base: ['1 1/2 cups flour', '2 tsp baking powder', '1 1/4 cups buttermilk', '1 large egg'],
    minutes: [10, 15],
  },
  {
    name: 'Waffles',
    tag: 'BrunchBreakfast',
    base: ['2 cups flour', '1 Tbsp sugar', '2 eggs, separated', '1 3/4 cups milk'],
    minutes: [12, 18],
  },
  {
    name: 'Muffins',
    tag: 'BrunchBreakfast',
    base: ['2 cups all-purpose flour', '2 tsp baking powder', '2/3 cup sugar', '1/2 cup melted butter'],
    minutes: [18, 24],
  },
  {
    name: 'Layer Cake',
    tag: 'Cake',
    base: ['2 1/4 cups cake flour', '1 1/2 cups sugar', '4 large eggs', '1 cup butter, soft'],
    minutes: [28, 35],
  },
  {
    name: 'Bundt Cake',
    tag: 'Cake',
    base: ['3 cups all-purpose flour', '2 cups sugar', '5 large eggs', '1 cup sour cream'],
    minutes: [55, 70],
  },
  {
    name: 'Snacking Cake',
    tag: 'Cake',
    base: ['1 1/2 cups flour', '3/4 cup sugar', '1 tsp baking soda', '1/2 cup oil'],
    minutes: [30, 40],
  },
  {
    name: 'Cupcakes',
    tag: 'Cake',
    base: ['1 1/2 cups flour', '1 cup sugar', '2 eggs', '1/2 cup milk'],
    minutes: [18, 22],
  },
  {
    name: 'Cookies',
    tag: 'Cookies',
    base: ['2 1/4 cups flour', '1 tsp baking soda', '1 cup butter', '3/4 cup brown sugar'],
    minutes: [10, 13],
  },
  {
    name: 'Shortbread',
    tag: 'Cookies',
    base: ['2 cups flour', '1 cup butter, cold', '1/2 cup powdered sugar', '1/2 tsp salt'],
    minutes: [18, 25],
  },
  {
    name: 'Blondies',
    tag: 'Cookies',
    base: ['1 cup flour', '1 cup brown sugar', '1/2 cup melted butter', '1 egg'],
    minutes: [22, 28],
  },
  {
    name: 'Curd',
    tag: 'FillingsSauces',
    base: ['4 egg yolks', '1/2 cup sugar', '1/3 cup juice', '4 Tbsp butter'],
    minutes: [8, 12],
  },
  {
    name: 'Compote',
    tag: 'FillingsSauces',
    base: ['3 cups fruit', '1/3 cup sugar', '1 Tbsp lemon juice', 'pinch of salt'],
    minutes: [10, 20],
  },
  {
    name: 'Buttercream',
    tag: 'Frostings',
    base: ['1 cup butter, soft', '3 cups powdered sugar', '2 Tbsp heavy cream', '1 tsp vanilla'],
    minutes: [0, 0],
  },
  {
    name: 'Glaze',
    tag: 'Frostings',
    base: ['1 1/2 cups powdered sugar', '3 Tbsp milk', '1/2 tsp vanilla', 'pinch of salt'],
    minutes: [0, 0],
  },
  {
    name: 'Gluten-Free Brownies',
    tag: 'Gluten-Free',
    base: ['3/4 cup almond flour', '1/2 cup cocoa powder', '3 eggs', '1/2 cup butter'],
    minutes: [24, 30],
  },
  {
    name: 'Galette',
    tag: 'Seasonal',
    base: ['1 1/4 cups flour', '1/2 cup cold butter', '4 cups sliced fruit', '1/3 cup sugar'],
    minutes: [40, 50],
  },
  {
    name: 'Hand Pies',
    tag: 'Seasonal',
    base: ['2 1/2 cups flour', '1 cup cold butter', '2 cups filling', '1 egg for washing'],
    minutes: [25, 32],
  },
];
const EXTRAS = [
  '1 tsp ground cinnamon',
  '1/2 tsp ground nutmeg',
  'zest of 1 lemon',
  '1 tsp vanilla extract',
  '1/2 cup chopped toasted nuts',
  '1/3 cup dried fruit',
  '2 Tbsp honey',
  '1 Tbsp flaky salt',
  '1/4 cup demerara sugar',
  '1/2 cup chocolate chips',
  '2 Tbsp poppy seeds',
  '1/2 tsp almond extract',
];
const OPENINGS = [
  'This came out of a rainy weekend and a nearly empty pantry.',
  'My students ask for this one every autumn.',
  'A bake for the first warm morning of spring.',
  'I make a double batch and freeze half.',
  'The kind of recipe you can start after dinner.',
];
const DIFFICULTIES: Recipe['difficulty'][] = ['Easy', 'Medium', 'Intermediate', 'Advanced'];

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` generated recipes with unique slugs (not written anywhere). */
export function generateRecipes(
  count: number,
  seed = 20250101,
  taken: Set<string> = new Set(),
  imageFor: (tag: string, i: number) => string | null = () => null,
): RecipeSeed[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const recipes: RecipeSeed[] = [];
  for (let i = 0; recipes.length < count; i++) {
    const bake = pick(BAKES);
    const flavor = pick(FLAVORS);
    const second = rand() < 0.35 ? ` & ${pick(FLAVORS)}` : '';
    const style = rand() < 0.5 ? `${pick(STYLES)} ` : '';
    let title = `${style}${flavor}${second} ${bake.name}`;
    let slug = slugify(title);
    for (let n = 2; taken.has(slug); n++) {
      title = `${style}${flavor}${second} ${bake.name} No. ${n}`;
      slug = slugify(title);
    }
    taken.add(slug);
    const [lo, hi] = bake.minutes;
    const cook = lo + Math.floor(rand() * (hi - lo + 1));
    const extras = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(EXTRAS));
    recipes.push({
      slug,
      title,
      description: `${flavor}${second.toLowerCase()} ${bake.name.toLowerCase()} with ${pick(EXTRAS).replace(/^[\d/ ]+(tsp|Tbsp|cup|cups)? ?/, '')}, ${pick(['tender', 'crisp-edged', 'golden', 'deeply flavoured', 'light', 'rich'])} and ${pick(['easy to make ahead', 'good for a crowd', 'best the same day', 'lovely with coffee', 'a weekend project'])}.`,
      prepTime: `${10 + Math.floor(rand() * 30)} minutes`,
      cookTime: cook ? `${cook} minutes` : 'No bake',
      servings: pick([4, 6, 8, 9, 12, 16, 24]),
      difficulty: pick(DIFFICULTIES),
      dietaryInfo: rand() < 0.6 ? ['Vegetarian'] : [],
      tags: rand() < 0.15 ? [bake.tag, 'Seasonal'] : [bake.tag],
      story: `${pick(OPENINGS)} The ${flavor.toLowerCase()} carries it, so use the best you can find.`,
      ingredients: [
        '--- For the bake ---',
        ...bake.base,
        `1 cup ${flavor.toLowerCase()}${flavor.endsWith('s') ? '' : ' (prepared)'}`,
        ...extras,
      ],
      instructions: [
        'Heat the oven and prepare your pan.',
        'Mix the dry ingredients in one bowl and the wet in another.',
        'Combine just until no dry streaks remain, folding in the flavourings.',
        cook ? `Bake for about ${cook} minutes, until golden and set.` : 'Chill until ready to use.',
        'Cool before serving.',
      ],
      notes: 'Keeps for 2 days well wrapped.\n\nFreezes for up to a month.',
      featured: false,
      featuredOrder: null,
      imageUrl: imageFor(bake.tag, i),
    });
  }
  return recipes;
}

/** Adds generated recipes until the catalog holds `total`; returns how many were added. */
export function seedLargeCatalog(db: Db, total = 10_000, seed = 20250101): number {
  const repo = recipesRepo(db);
  const existing = repo.list();
  const missing = total - existing.length;
  if (missing <= 0) return 0;
  const imagesByTag = new Map<string, string[]>();
  for (const r of existing)
    if (r.imageUrl) for (const tag of r.tags) imagesByTag.set(tag, [...(imagesByTag.get(tag) ?? []), r.imageUrl]);
  const anyImages = existing.map((r) => r.imageUrl).filter((u): u is string => !!u);
  const imageFor = (tag: string, i: number) => {
    const list = imagesByTag.get(tag) ?? anyImages;
    return list.length ? list[i % list.length]! : null;
  };
  const recipes = generateRecipes(missing, seed, new Set(existing.map((r) => r.slug)), imageFor);
  db.transaction(() => {
    for (const recipe of recipes) repo.create(recipe);
  })();
  return recipes.length;
}

async function main() {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const total = Number(process.env.SEED_COUNT ?? 10_000);
  mkdirSync(dataDir, { recursive: true });
  const db = openDb(join(dataDir, 'sift-and-story.db'));
  await seedDemoContent(db, join(dataDir, 'objects'));
  const started = Date.now();
  const added = seedLargeCatalog(db, total);
  const count = db.prepare('SELECT COUNT(*) FROM recipes').pluck().get() as number;
  db.close();
  console.log(
    `Added ${added} recipes in ${Date.now() - started} ms; ${count} recipes in ${join(dataDir, 'sift-and-story.db')}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
