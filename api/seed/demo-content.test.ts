import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RECIPE_CATEGORIES } from '../../shared/categories';
import { DIFFICULTIES } from '../../shared/schemas/recipe';
import {
  galleryKinds,
  illustrationKindFor,
  illustrationKindForEvent,
  illustrationKinds,
  illustrationSvg,
  recipeIllustrationKinds,
} from './illustrations';
import { demoRecipes } from './recipes';
import { demoVideos, demoWorkshops } from './shop';

/** The slug rule: lowercase, runs of non-alphanumerics become one hyphen, no hyphens at the ends. */
const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const STORY_LINK = /\[([^\]]+)\]\(\/recipes\/([^)\s]+)\)/g;
const allIngredients = demoRecipes.flatMap((r) => r.ingredients);
const slugs = new Set(demoRecipes.map((r) => r.slug));
const NOW = new Date('2026-11-22T00:00:00Z');

describe('demo recipes', () => {
  it('has at least 32 recipes with unique slugs derived from their titles', () => {
    expect(demoRecipes.length).toBeGreaterThanOrEqual(32);
    expect(slugs.size).toBe(demoRecipes.length);
    for (const r of demoRecipes) expect(r.slug, r.title).toBe(slugify(r.title));
  });

  it('slug rule behaves as documented', () => {
    expect(slugify('Soft Cut-out Sugar Cookies')).toBe('soft-cut-out-sugar-cookies');
    expect(slugify('One-Bowl White Bread')).toBe('one-bowl-white-bread');
    expect(slugify('  Raspberry Filling! ')).toBe('raspberry-filling');
  });

  it('includes the recipes other parts of the site refer to', () => {
    for (const slug of [
      'one-bowl-white-bread',
      'vanilla-buttercream',
      'soft-cut-out-sugar-cookies',
      'coconut-buttercream',
      'raspberry-filling',
    ])
      expect(slugs.has(slug), slug).toBe(true);
    const bread = demoRecipes.find((r) => r.slug === 'one-bowl-white-bread')!;
    // The loaf control (shared/recipe-size.ts) counts the base recipe as 3 loaves.
    expect(bread.servings).toBe(36);
    expect(bread.description).toMatch(/3 loaves/);
  });

  it('fills every category with at least 3 recipes and only uses known tags', () => {
    const ids = RECIPE_CATEGORIES.map((c) => c.id).filter((id) => id !== 'all' && id !== 'FavoriteCombos');
    for (const id of ids) {
      const count = demoRecipes.filter((r) => r.tags.includes(id)).length;
      expect(count, id).toBeGreaterThanOrEqual(3);
    }
    const known = new Set<string>(RECIPE_CATEGORIES.map((c) => c.id));
    for (const r of demoRecipes) for (const tag of r.tags) expect(known.has(tag), `${r.slug}: ${tag}`).toBe(true);
  });

  it('has favourite combos whose story links all point at existing recipes', () => {
    const combos = demoRecipes.filter((r) => r.tags.includes('FavoriteCombos'));
    expect(combos.length).toBeGreaterThanOrEqual(2);
    for (const combo of combos) {
      const links = [...combo.story.matchAll(STORY_LINK)];
      expect(links.length, combo.slug).toBeGreaterThanOrEqual(2);
      expect(links.length, combo.slug).toBeLessThanOrEqual(3);
      for (const [, text, target] of links) {
        expect(slugs.has(target!), `${combo.slug} -> ${target}`).toBe(true);
        expect(target).not.toBe(combo.slug);
        expect(text!.trim().length).toBeGreaterThan(0);
      }
      expect(combo.ingredients).toEqual(['See referenced recipes']);
      expect(combo.instructions).toHaveLength(1);
      // What one batch of each part makes (docs/product.md#combos brings it to 24): a layer cake's
      // 12 slices, 12 sandwiches from 24 cookies, never the 24 a frosting's own page says.
      expect(combo.servings, combo.slug).toBe(12);
    }
    // The sugar cookie sandwich combines the three headline recipes.
    const sandwich = combos.find((r) => r.slug === 'sugar-cookie-sandwiches-with-raspberry');
    expect([...sandwich!.story.matchAll(STORY_LINK)].map((m) => m[2]).sort()).toEqual([
      'raspberry-filling',
      'soft-cut-out-sugar-cookies',
      'vanilla-buttercream',
    ]);
  });

  it('only combos carry markdown links; some other stories mention Vanilla Buttercream in plain text', () => {
    for (const r of demoRecipes.filter((x) => !x.tags.includes('FavoriteCombos')))
      expect([...r.story.matchAll(STORY_LINK)], r.slug).toHaveLength(0);
    const mentions = demoRecipes.filter(
      (r) => r.slug !== 'vanilla-buttercream' && r.story.includes('Vanilla Buttercream'),
    );
    expect(mentions.filter((r) => !r.tags.includes('FavoriteCombos')).length).toBeGreaterThanOrEqual(2);
  });

  it('features exactly 6 recipes, ordered 1 to 6', () => {
    const featured = demoRecipes.filter((r) => r.featured);
    expect(featured).toHaveLength(6);
    expect(featured.map((r) => r.featuredOrder).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of demoRecipes.filter((x) => !x.featured)) expect(r.featuredOrder ?? null, r.slug).toBeNull();
  });

  it('gives every recipe the fields a reader needs', () => {
    for (const r of demoRecipes) {
      expect(r.ingredients.length, r.slug).toBeGreaterThanOrEqual(1);
      expect(r.instructions.length, r.slug).toBeGreaterThanOrEqual(1);
      expect(r.description.length, r.slug).toBeGreaterThanOrEqual(10);
      expect(r.story.length, r.slug).toBeGreaterThanOrEqual(20);
      expect(Number.isInteger(r.servings) && r.servings >= 1, r.slug).toBe(true);
      expect(DIFFICULTIES).toContain(r.difficulty);
      expect(r.prepTime, r.slug).toMatch(/^\d+ (minutes?|hours?)( \d+ minutes?)?$/);
      expect(r.cookTime, r.slug).toMatch(/^\d+ (minutes?|hours?)( \d+ minutes?)?$/);
      expect(r.imageUrl, r.slug).toBeUndefined();
      for (const line of [...r.ingredients, ...r.instructions]) expect(line.trim(), r.slug).toBe(line);
      if (r.notes) for (const para of r.notes.split('\n\n')) expect(para.trim().length, r.slug).toBeGreaterThan(0);
    }
  });

  it('writes ingredients in all the formats the scaler and cook mode must handle', () => {
    const some = (re: RegExp) => allIngredients.filter((i) => re.test(i)).length;
    expect(some(/(^|\s)\d+\/\d+\s/)).toBeGreaterThan(5); // 1/2 cup
    expect(some(/(^|\s)\d+ \d+\/\d+\s/)).toBeGreaterThan(5); // 1 1/2 cups
    expect(some(/[½¼¾⅓⅔⅛]/)).toBeGreaterThan(3); // ½ tsp
    expect(some(/^\d+-\d+ /)).toBeGreaterThan(2); // 2-3 Tbsp
    expect(some(/^\d+ g /)).toBeGreaterThan(5); // 250 g flour
    expect(some(/\(\d+ g\)/)).toBeGreaterThan(5); // 1 cup (120 g)
    expect(some(/^pinch of /)).toBeGreaterThan(2);
    expect(some(/^1 \(\d+ oz\) can /)).toBeGreaterThanOrEqual(1);
    expect(some(/^---.+---$/)).toBeGreaterThan(5);
    const withHeaders = demoRecipes.filter((r) => r.ingredients.some((i) => /^---.+---$/.test(i)));
    for (const r of withHeaders) expect(r.ingredients[0], r.slug).toMatch(/^---.+---$/);
  });

  it('gives cook mode timers and temperatures to find', () => {
    const steps = demoRecipes.flatMap((r) => r.instructions);
    expect(steps.filter((s) => /\d+°F \(\d+°C\)/.test(s)).length).toBeGreaterThan(20);
    expect(steps.filter((s) => /\d+ to \d+ minutes/.test(s)).length).toBeGreaterThan(20);
  });
});

describe('demo shop', () => {
  it('has 6 to 8 videos with 3 featured', () => {
    expect(demoVideos.length).toBeGreaterThanOrEqual(6);
    expect(demoVideos.length).toBeLessThanOrEqual(8);
    expect(demoVideos.filter((v) => v.featured)).toHaveLength(3);
    for (const v of demoVideos) expect(v.description.length).toBeGreaterThan(10);
  });

  it('schedules classes and workshops in the future', () => {
    for (const w of demoWorkshops) {
      const date = new Date(w.date);
      expect(Number.isNaN(date.getTime()), w.title).toBe(false);
      expect(date.getTime(), w.title).toBeGreaterThan(NOW.getTime());
      expect(w.date.startsWith('2027-'), w.title).toBe(true);
      expect(w.location.length).toBeGreaterThan(5);
      expect(Number.isInteger(w.spotsAvailable) && w.spotsAvailable > 0).toBe(true);
    }
  });

  it('prices classes and leaves workshops TBD', () => {
    const classes = demoWorkshops.filter((w) => w.kind === 'class');
    const workshops = demoWorkshops.filter((w) => w.kind === 'workshop');
    expect(classes.length).toBeGreaterThanOrEqual(4);
    expect(classes.length).toBeLessThanOrEqual(6);
    expect(workshops).toHaveLength(3);
    for (const c of classes) expect(Number.isInteger(c.priceCents) && c.priceCents! > 0, c.title).toBe(true);
    for (const w of workshops) expect(w.priceCents, w.title).toBeNull();
    expect(classes.some((c) => c.spotsAvailable < 5)).toBe(true);
    expect(classes.some((c) => c.spotsAvailable === 12)).toBe(true);
  });
});

describe('illustrations', () => {
  const items = [
    ...demoRecipes.map((r) => ({ name: r.slug, kind: illustrationKindFor(r), seed: r.slug })),
    ...demoVideos.map((v) => ({ name: v.title, kind: 'video' as const, seed: v.title })),
    ...demoWorkshops.map((w) => ({ name: w.title, kind: illustrationKindForEvent(w), seed: w.title })),
    ...galleryKinds.map((kind) => ({ name: kind, kind, seed: kind })),
    ...illustrationKinds.map((kind) => ({ name: `any ${kind}`, kind, seed: 'sample' })),
  ];

  it('has six gallery kinds and picks a food picture for every recipe', () => {
    expect(galleryKinds).toHaveLength(6);
    const recipeKinds = new Set<string>(recipeIllustrationKinds);
    for (const r of demoRecipes) expect(recipeKinds.has(illustrationKindFor(r)), r.slug).toBe(true);
    expect(illustrationKindFor({ slug: 'x', title: 'Rye Sourdough Boule', tags: ['Bread'] })).toBe('bread');
    expect(illustrationKindFor({ slug: 'x', title: 'Mystery', tags: ['Frostings'] })).toBe('frosting');
  });

  it('is deterministic per seed and varies between seeds', () => {
    expect(illustrationSvg('cake', 'a')).toBe(illustrationSvg('cake', 'a'));
    expect(illustrationSvg('cake', 'a')).not.toBe(illustrationSvg('cake', 'b'));
  });

  it('produces small, self-contained SVGs', () => {
    for (const item of items) {
      const svg = illustrationSvg(item.kind, item.seed);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900"'), item.name).toBe(true);
      expect(svg.endsWith('</svg>'), item.name).toBe(true);
      expect(svg.length, item.name).toBeLessThan(6 * 1024);
      expect(svg, item.name).not.toMatch(/<text|<image|<filter|url\(http|href="http|NaN|undefined/);
    }
  });

  it('renders every illustration to a 4:3 PNG with sharp', async () => {
    for (const item of items) {
      const png = await sharp(Buffer.from(illustrationSvg(item.kind, item.seed)))
        .resize({ width: 400 })
        .png()
        .toBuffer();
      const meta = await sharp(png).metadata();
      expect(meta.format, item.name).toBe('png');
      expect(meta.width, item.name).toBe(400);
      expect(meta.height, item.name).toBe(300);
    }
  });
});
