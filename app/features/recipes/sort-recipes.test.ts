import { describe, expect, it } from 'vitest';
import { makeRecipe } from '../../data/recipe-fixture';
import { readListPreferences, LIST_PREFERENCES_KEY } from './list-preferences';
import { totalTimeText } from './recipe-row';
import { totalMinutes } from '../../../shared/total-time';
import { sortRecipes } from './sort-recipes';

const scones = makeRecipe(3, { title: 'Scones', prepTime: '15 mins', cookTime: '18 mins' });
const loaf = makeRecipe(1, { title: 'Loaf', prepTime: '1 hour', cookTime: '45 minutes' });
const curd = makeRecipe(2, { title: 'Curd', prepTime: '10 min', cookTime: '' });
const mystery = makeRecipe(4, { title: 'Apple Mystery', prepTime: 'overnight', cookTime: 'varies' });

describe('sorting the Recipes list', () => {
  it('adds prep and cook; a recipe with neither readable has no total', () => {
    expect(totalMinutes(loaf)).toBe(105);
    expect(totalMinutes(curd)).toBe(10);
    expect(totalMinutes(mystery)).toBeNull();
    expect(totalTimeText(loaf)).toBe('1 hr 45 min');
    expect(totalTimeText(makeRecipe(5, { prepTime: '2 hours', cookTime: '' }))).toBe('2 hr');
    expect(totalTimeText(scones)).toBe('33 min');
    expect(totalTimeText(mystery)).toBeNull();
  });

  it('puts the top rated first by their approved ratings, weighed by how many; unrated ones last by title', () => {
    const loved = makeRecipe(10, { title: 'Loved', rating: { average: 4.9, count: 40 } });
    const once = makeRecipe(11, { title: 'Once', rating: { average: 5, count: 1 } });
    const poor = makeRecipe(12, { title: 'Poor', rating: { average: 2, count: 6 } });
    const sorted = sortRecipes([mystery, poor, once, loaf, loved], 'top-rated').map((r) => r.title);
    expect(sorted).toEqual(['Loved', 'Once', 'Poor', 'Apple Mystery', 'Loaf']);
  });

  it('puts the quickest first, unreadable times last, ties by title', () => {
    const twin = makeRecipe(9, { title: 'Biscuits', prepTime: '20 min', cookTime: '13 min' });
    const sorted = sortRecipes([mystery, loaf, scones, curd, twin], 'quickest').map((r) => r.title);
    expect(sorted).toEqual(['Curd', 'Biscuits', 'Scones', 'Loaf', 'Apple Mystery']);
  });

  it('counts the rises and rests the steps name, as the card and the recipe page do', () => {
    const bread = makeRecipe(6, {
      title: 'Bread',
      prepTime: '20 min',
      cookTime: '30 min',
      instructions: ['Mix the dough.', 'Let rise until doubled, about 1 hour.', 'Bake.'],
    });
    const cake = makeRecipe(7, { title: 'Cake', prepTime: '30 min', cookTime: '45 min' });
    expect(sortRecipes([bread, cake], 'quickest').map((r) => r.title)).toEqual(['Cake', 'Bread']);
  });

  it('puts the newest (highest id) first; A-Z keeps the order it was given', () => {
    const list = [loaf, curd, scones];
    expect(sortRecipes(list, 'newest').map((r) => r.id)).toEqual([3, 2, 1]);
    expect(sortRecipes(list, 'az')).toBe(list);
  });
});

describe('the remembered sort and view', () => {
  const stored = (value: string | null) => ({
    getItem: (key: string) => (key === LIST_PREFERENCES_KEY ? value : null),
  });

  it('reads what the device kept, and the defaults for anything unreadable', () => {
    expect(readListPreferences(stored('{"sort":"quickest","view":"list"}'))).toEqual({
      sort: 'quickest',
      view: 'list',
    });
    expect(readListPreferences(stored('{"view":"cards"}'))).toEqual({ sort: 'az', view: 'cards' });
    // Nothing chosen (or unreadable): 'auto', the list on a phone and cards wider.
    expect(readListPreferences(stored('{"sort":"cheapest","view":"grid"}'))).toEqual({ sort: 'az', view: 'auto' });
    expect(readListPreferences(stored('not json'))).toEqual({ sort: 'az', view: 'auto' });
    expect(readListPreferences(stored(null))).toEqual({ sort: 'az', view: 'auto' });
    expect(readListPreferences(undefined)).toEqual({ sort: 'az', view: 'auto' });
  });
});
