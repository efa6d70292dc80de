// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG_SEED_ID, forgetPageRecipes, seedCatalogFromPage } from '../../data/catalog-seed';
import { SiftDb } from '../../data/db';
import { makeRecipe } from '../../data/recipe-fixture';
import { usePageRecipes } from './use-page-recipes';

let n = 0;
let pending: Promise<unknown>[] = [];
// Every seed write is finished and every probe unmounted before the next test, and before the
// file's DOM goes away: a render left scheduled would otherwise run after it and throw.
afterEach(async () => {
  await act(() => Promise.all(pending));
  pending = [];
  cleanup();
  forgetPageRecipes();
});

/** A page whose HTML carried `ids`, made for `url`; the hook rendered there, its answers recorded. */
async function visit(url: string, ids: number[]) {
  const database = new SiftDb(`page-recipes-test-${++n}`);
  const text = JSON.stringify(ids.map((id) => makeRecipe(id, { version: 1 })));
  const page = {
    getElementById: (id: string) => (id === CATALOG_SEED_ID ? ({ textContent: text } as HTMLElement) : null),
  };
  const stored = seedCatalogFromPage(page, database, url);
  pending.push(stored);
  const seen: { titles: string[] | undefined; deviceReady: boolean }[] = [];
  function Probe() {
    const { fromPage, deviceReady } = usePageRecipes((recipes) => recipes.map((r) => r.title));
    seen.push({ titles: fromPage, deviceReady });
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { seen, stored, router, last: () => seen[seen.length - 1]! };
}

describe('usePageRecipes', () => {
  it("on the page's own address: the carried recipes at once, the device only once they are stored", async () => {
    const { seen, stored, last } = await visit('/recipes?tag=Bread', [1, 2]);
    expect(seen[0]).toEqual({ titles: ['Recipe 1', 'Recipe 2'], deviceReady: false });
    await act(() => stored);
    await waitFor(() => expect(last().deviceReady).toBe(true));
    expect(last().titles).toEqual(['Recipe 1', 'Recipe 2']);
  });

  it('another address on the same screen (a tag, a search, another recipe) reads the device at once', async () => {
    const { router, last } = await visit('/recipes', [1]);
    await act(() => router.navigate('/recipes?tag=Cake'));
    expect(last()).toEqual({ titles: undefined, deviceReady: true });
  });

  it('nothing carried for this address: nothing shown from the page, the device at once', async () => {
    forgetPageRecipes();
    const { seen } = await visit('/', []);
    expect(seen[0]).toEqual({ titles: undefined, deviceReady: true });
  });
});
