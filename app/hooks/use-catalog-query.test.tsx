// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiftDb } from '../data/db';
import { makeRecipe } from '../data/recipe-fixture';
import { sameRecipes } from '../data/recipes';
import { syncState } from '../data/sync-state';
import { useCatalogQuery } from './use-catalog-query';

let n = 0;
let database: SiftDb;
beforeEach(() => {
  database = new SiftDb(`catalog-query-test-${++n}`);
  syncState.setState((s) => ({ ...s, status: 'idle' }));
});
afterEach(() => {
  cleanup();
  database.close();
});

const recipe = (id: number) => makeRecipe(id);

/** The hook over the recipe count, with the number of times it read the table. */
function renderCatalogCount() {
  const reads = { count: 0 };
  const hook = renderHook(() =>
    useCatalogQuery(
      async () => {
        reads.count += 1;
        return (await database.recipes.toArray()).length;
      },
      [],
      { database },
    ),
  );
  return { hook, reads };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useCatalogQuery', () => {
  it('reads once on mount and again at once after a change when no sync runs', async () => {
    await database.recipes.put(recipe(1));
    const { hook, reads } = renderCatalogCount();
    expect(hook.result.current).toBeUndefined();
    await waitFor(() => expect(hook.result.current).toBe(1));
    expect(reads.count).toBe(1);
    await database.recipes.put(recipe(2));
    await waitFor(() => expect(hook.result.current).toBe(2));
  });

  it('during a sync, waits before reading again, and reads the whole result at once when the sync ends', async () => {
    const { hook, reads } = renderCatalogCount();
    await waitFor(() => expect(hook.result.current).toBe(0));
    syncState.setState((s) => ({ ...s, status: 'syncing' }));
    for (let id = 1; id <= 5; id++) {
      await database.transaction('rw', database.recipes, () => database.recipes.put(recipe(id)));
    }
    await sleep(300);
    // Five pages were written; the list has not been read again yet (the last read is recent).
    expect(hook.result.current).toBe(0);
    expect(reads.count).toBe(1);
    syncState.setState((s) => ({ ...s, status: 'idle' }));
    await waitFor(() => expect(hook.result.current).toBe(5));
    expect(reads.count).toBe(2);
  });

  it("shows the initial value (the page's own recipes) until the first read answers", async () => {
    await database.recipes.bulkPut([recipe(1), recipe(2), recipe(3)]);
    const hook = renderHook(() =>
      useCatalogQuery(async () => (await database.recipes.toArray()).length, [], { database, initial: 1 }),
    );
    expect(hook.result.current).toBe(1);
    await waitFor(() => expect(hook.result.current).toBe(3));
  });

  it('with `same`, keeps what is shown when a read finds the same recipes, and shows a new version', async () => {
    const fromPage = [recipe(1), recipe(2)];
    await database.recipes.bulkPut(fromPage.map((r) => ({ ...r })));
    let renders = 0;
    let reads = 0;
    const hook = renderHook(() => {
      renders += 1;
      return useCatalogQuery(
        async () => {
          reads += 1;
          return database.recipes.orderBy('id').toArray();
        },
        [],
        { database, initial: fromPage, same: sameRecipes },
      );
    });
    await waitFor(() => expect(reads).toBe(1));
    await sleep(50);
    expect(hook.result.current).toBe(fromPage);
    expect(renders).toBe(1);

    await database.recipes.put(makeRecipe(2, { version: 3, title: 'Edited' }));
    await waitFor(() => expect(hook.result.current?.[1]?.title).toBe('Edited'));
  });

  it('passes a failed read to the error boundary, as useLiveQuery does', async () => {
    const failing = renderHook(() =>
      (() => {
        try {
          return useCatalogQuery(() => Promise.reject(new Error('disk gone')), [], { database });
        } catch (err) {
          return err instanceof Error ? err.message : 'thrown';
        }
      })(),
    );
    await waitFor(() => expect(failing.result.current).toBe('disk gone'));
  });
});
