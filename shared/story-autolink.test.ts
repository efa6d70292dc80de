import { describe, expect, it } from 'vitest';
import { autolinkStory } from './story-autolink';

const recipes = [
  { title: 'Vanilla Buttercream', slug: 'vanilla-buttercream' },
  { title: 'Buttercream', slug: 'buttercream-basics' },
  { title: 'Lemon Curd', slug: 'silky-lemon-curd' },
  { title: 'Scones', slug: 'cream-tea-scones' },
];

describe('autolinkStory', () => {
  it('links recipe names to /recipes/{slug}, keeping the text as written', () => {
    expect(autolinkStory('Spread lemon curd on warm scones.', recipes)).toBe(
      'Spread [lemon curd](/recipes/silky-lemon-curd) on warm [scones](/recipes/cream-tea-scones).',
    );
  });

  it('prefers the longest name, so a shorter name inside it is not linked again', () => {
    expect(autolinkStory('Pipe the Vanilla Buttercream, then more buttercream.', recipes)).toBe(
      'Pipe the [Vanilla Buttercream](/recipes/vanilla-buttercream), then more [buttercream](/recipes/buttercream-basics).',
    );
  });

  it('leaves existing links alone', () => {
    const story = 'See [my scones](/recipes/cream-tea-scones) and [Lemon Curd](/recipes/other).';
    expect(autolinkStory(story, recipes)).toBe(story);
  });

  it('matches whole words only', () => {
    expect(autolinkStory('Sconesque shapes and buttercreamy swirls.', recipes)).toBe(
      'Sconesque shapes and buttercreamy swirls.',
    );
  });

  it('does not link a recipe to itself when editing it', () => {
    expect(autolinkStory('Lemon Curd keeps a week.', recipes, { excludeSlug: 'silky-lemon-curd' })).toBe(
      'Lemon Curd keeps a week.',
    );
  });

  it('links the fixed combo phrases only in combo mode', () => {
    const story = 'Top a Soft Sugar Cookie with Coconut Buttercream and Raspberry Sauce.';
    expect(autolinkStory(story, [])).toBe(story);
    expect(autolinkStory(story, [], { comboPhrases: true })).toBe(
      'Top a [Soft Sugar Cookie](/recipes/soft-cut-out-sugar-cookies) with [Coconut Buttercream](/recipes/coconut-buttercream) and [Raspberry Sauce](/recipes/raspberry-filling).',
    );
  });

  it('links the plural and the full names of the combo phrases', () => {
    expect(
      autolinkStory('Soft Sugar Cookies or Soft Cut-out Sugar Cookies with Raspberry Filling', [], {
        comboPhrases: true,
      }),
    ).toBe(
      '[Soft Sugar Cookies](/recipes/soft-cut-out-sugar-cookies) or [Soft Cut-out Sugar Cookies](/recipes/soft-cut-out-sugar-cookies) with [Raspberry Filling](/recipes/raspberry-filling)',
    );
  });

  it('treats names with regular-expression characters as plain text', () => {
    expect(autolinkStory('Try the (Best) Pie? yes', [{ title: '(Best) Pie?', slug: 'best-pie' }])).toBe(
      'Try the [(Best) Pie?](/recipes/best-pie) yes',
    );
  });

  it('finds names whatever their case in the story, Unicode included', () => {
    const named = [...recipes, { title: 'Crème Brûlée', slug: 'creme-brulee' }];
    expect(autolinkStory('SCONES first, then CRÈME BRÛLÉE.', named)).toBe(
      '[SCONES](/recipes/cream-tea-scones) first, then [CRÈME BRÛLÉE](/recipes/creme-brulee).',
    );
  });

  it('links the names a story holds from a catalog of 10,000 recipes', () => {
    const catalog = Array.from({ length: 10_000 }, (_, i) => ({ title: `Loaf Number ${i}`, slug: `loaf-${i}` }));
    catalog.push(...recipes);
    expect(autolinkStory('Bake Loaf Number 9999 with lemon curd.', catalog, { comboPhrases: true })).toBe(
      'Bake [Loaf Number 9999](/recipes/loaf-9999) with [lemon curd](/recipes/silky-lemon-curd).',
    );
  });
});
