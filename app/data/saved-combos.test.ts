import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TemporaryCombo } from '../../shared/combo';
import { db } from './db';
import { deleteCombo, saveCombo, savedCombos } from './saved-combos';

const combo = (title: string): TemporaryCombo => ({
  title,
  description: 'Two recipes in one bake.',
  prepTime: '20 minutes',
  cookTime: '30 minutes',
  servings: 24,
  slug: 'temporary-combo',
  difficulty: 'Intermediate',
  category: 'temporary-combo',
  ingredients: ['2 cups flour'],
  instructions: ['Mix.'],
  imageUrl: null,
  tags: ['temporary-combo'],
  dietaryInfo: [],
  story: 'A story.',
  selectedRecipes: [
    { id: 1, title: 'Brownies', slug: 'brownies' },
    { id: 2, title: 'Cookies' },
  ],
  createdAt: '2026-11-27T10:00:00.000Z',
});

beforeEach(async () => {
  await db.combos.clear();
});

describe('saved combos on the device', () => {
  it('saves, lists newest first, skips a row that is no combo, and deletes', async () => {
    const first = await saveCombo(combo('Brookies'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await saveCombo(combo('Cookie Bars'));
    await db.combos.put({ id: 'old', createdAt: Date.now() + 10, combo: { title: 'An old build’s row' } } as never);

    const listed = await savedCombos(db);
    expect(listed.map((c) => [c.id, c.combo.title])).toEqual([
      [second, 'Cookie Bars'],
      [first, 'Brookies'],
    ]);
    expect(listed[1]!.combo).toEqual(combo('Brookies'));

    await deleteCombo(second);
    expect((await savedCombos(db)).map((c) => c.id)).toEqual([first]);
  });
});
