import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { makeRecipe } from './recipe-fixture';
import { addShoppingLines, clearAll, clearTicked, removeItem, setTicked } from './shopping-list';
import { dismissAlsoWritten, NOTE_MAX_LENGTH, saveNote } from './recipe-notes';

beforeEach(async () => {
  await db.shoppingItems.clear();
  await db.recipeNotes.clear();
});

const shown = async () =>
  (await db.shoppingItems.toArray()).map((item) => `${item.amountText} ${item.name}${item.ticked ? ' ✓' : ''}`).sort();

describe('the shopping list on the device', () => {
  it('adds two recipes sharing flour as one flour line, ticks, clears ticked and all', async () => {
    expect(await addShoppingLines({ lines: ['2 cups flour', '2 eggs'], system: 'us', source: 'recipe:1' })).toBe(2);
    expect(await addShoppingLines({ lines: ['250 g flour', '1 cup milk'], system: 'us', source: 'recipe:2' })).toBe(2);
    expect(await shown()).toEqual(['1 cup milk', '2 eggs', '4 1/4 cups all-purpose flour']);
    const flour = (await db.shoppingItems.toArray()).find((item) => item.name === 'all-purpose flour')!;
    expect(flour.recipeIds).toEqual(['recipe:1', 'recipe:2']);

    await setTicked(flour.id, true);
    expect(await shown()).toContain('4 1/4 cups all-purpose flour ✓');
    await clearTicked();
    expect(await shown()).toEqual(['1 cup milk', '2 eggs']);
    const eggs = (await db.shoppingItems.toArray()).find((item) => item.name === 'eggs')!;
    await removeItem(eggs.id);
    expect(await shown()).toEqual(['1 cup milk']);
    await clearAll();
    expect(await db.shoppingItems.count()).toBe(0);
  });
});

describe('batches on the shopping list', () => {
  it('buys a batch of a recipe on the device as its ingredients, merged with the rest', async () => {
    await db.recipes.put(
      makeRecipe(32, {
        slug: 'vanilla-buttercream',
        title: 'Vanilla Buttercream',
        ingredients: ['1 cup (226 g) unsalted butter, softened', '4 cups (480 g) powdered sugar, sifted'],
      }),
    );
    // As the layer cake's page shows them at Double.
    const lines = ['4 sticks (452 g) unsalted butter, softened', '3 batches Vanilla Buttercream'];
    expect(await addShoppingLines({ lines, system: 'us', source: 'recipe:11' })).toBe(2);
    expect(await shown()).toEqual(['10 sticks unsalted butter', '12 cups powdered sugar']);
    await db.recipes.delete(32);
  });
});

describe('recipe notes on the device', () => {
  it('saves a note within its bound and keeps the one the baker chose', async () => {
    await saveNote(7, 'x'.repeat(NOTE_MAX_LENGTH + 50));
    expect((await db.recipeNotes.get(7))!.text).toHaveLength(NOTE_MAX_LENGTH);
    await db.recipeNotes.update(7, { alsoWritten: [{ text: 'from the laptop', device: 'Laptop', at: 1 }] });
    await saveNote(7, 'from the laptop');
    expect((await db.recipeNotes.get(7))!.alsoWritten).toHaveLength(1);
    await dismissAlsoWritten(7);
    const note = await db.recipeNotes.get(7);
    expect(note!.text).toBe('from the laptop');
    expect(note!.alsoWritten).toBeUndefined();
  });
});
