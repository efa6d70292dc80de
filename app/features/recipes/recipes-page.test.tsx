// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState, type DependencyList } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '../../../shared/schemas/recipe';
import { makeRecipe } from '../../data/recipe-fixture';
import { COMPLETE_KEY, syncState } from '../../data/sync-state';
import type * as Recipes from '../../data/recipes';

const CATALOG: Recipe[] = [
  makeRecipe(1, { title: 'Lemon Drizzle Loaf Cake', tags: ['Cake'] }),
  makeRecipe(2, { title: 'Chocolate Layer Cake', tags: ['Cake'] }),
  makeRecipe(3, { title: 'Lemon Bars', tags: ['Cookies'] }),
  makeRecipe(4, { title: 'Crusty Farmhouse Loaf', tags: ['Bread'] }),
];

// The device's catalog, read as the page reads it (an answer per change of its inputs).
vi.mock('../../data/recipes', async (original) => ({
  ...(await original<typeof Recipes>()),
  allRecipes: async () => CATALOG,
  recipesByTag: async (tag: string) => CATALOG.filter((r) => r.tags.includes(tag)),
}));
vi.mock('../../hooks/use-catalog-query', () => ({
  useCatalogQuery: <T,>(querier: () => Promise<T>, deps: DependencyList) => {
    const [value, setValue] = useState<T>();
    useEffect(() => {
      let live = true;
      void querier().then((v) => live && setValue(v));
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, deps);
    return value;
  },
}));
// The device as the page's small reads see it: the catalog's size and the sync's 'complete' flag.
let storedComplete = true;
const device = {
  recipes: { count: () => CATALOG.length },
  meta: { get: async (key: string) => (key === COMPLETE_KEY && storedComplete ? { key, value: true } : undefined) },
};
vi.mock('../../hooks/use-device-query', () => ({
  useDeviceQuery: <T,>(query: (db: typeof device) => T | Promise<T>, deps: DependencyList, initial?: T) => {
    const [value, setValue] = useState(initial);
    useEffect(() => {
      let live = true;
      void Promise.resolve(query(device)).then((v) => live && setValue(v));
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, deps);
    return value;
  },
}));
vi.mock('../../components/recipes/use-page-recipes', () => ({
  usePageRecipes: () => ({ fromPage: undefined, deviceReady: true }),
}));
vi.mock('../../components/recipes/use-catalog-status', () => ({ useCatalogStatus: () => 'ready' }));
vi.mock('./recipe-grid', () => ({
  RecipeGrid: ({ recipes }: { recipes: Recipe[] }) => (
    <ul aria-label="Found">
      {recipes.map((r) => (
        <li key={r.id}>{r.title}</li>
      ))}
    </ul>
  ),
}));

const { RecipesPage } = await import('./recipes-page');

const syncIdle = syncState.getState();
afterEach(() => {
  cleanup();
  storedComplete = true;
  syncState.setState(syncIdle);
});

/** Longer than the page's pause before a typed search goes into the address. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

function renderAt(at: string) {
  const router = createMemoryRouter([{ path: '/recipes', element: <RecipesPage /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The category chips pressed (the list's view buttons are a group of their own). */
const chips = () => within(screen.getByRole('group', { name: 'Categories' }));
const pressed = () =>
  chips()
    .getAllByRole('button', { pressed: true })
    .map((b) => b.textContent);
const expectFound = (titles: string[]) =>
  waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(titles));
const box = () => screen.getByRole('searchbox', { name: 'Search recipes' }) as HTMLInputElement;

async function typeSearch(router: ReturnType<typeof renderAt>, text: string) {
  fireEvent.change(box(), { target: { value: text } });
  await waitFor(() => expect(router.state.location.search).toBe(`?search=${text}`));
}

describe('the Recipes page and its address', () => {
  // docs/product.md#recipes: '?tag=' preselects a category; the footer's category links are such addresses.
  it('a category link followed while a search is typed shows that category, and is not undone', async () => {
    const router = renderAt('/recipes');
    await typeSearch(router, 'lemon');
    await expectFound(['Lemon Bars', 'Lemon Drizzle Loaf Cake']);

    await act(() => router.navigate('/recipes?tag=Cake'));
    await settle();
    expect(router.state.location.search).toBe('?tag=Cake');
    expect(pressed()).toEqual(['Cakes & Cupcakes']);
    expect(box().value).toBe('');
    await expectFound(['Lemon Drizzle Loaf Cake', 'Chocolate Layer Cake']);
  });

  it('a category in the address in other letter case selects its chip and lists it', async () => {
    renderAt('/recipes?tag=bread');
    await expectFound(['Crusty Farmhouse Loaf']);
    expect(pressed()).toEqual(['Bread & Pastries']);
  });

  it('a tag that is not one of the categories says which list is shown', async () => {
    renderAt('/recipes?tag=Bread');
    await expectFound(['Crusty Farmhouse Loaf']);
    expect(screen.queryByText(/Showing recipes tagged/)).toBeNull();
    cleanup();
    renderAt('/recipes?tag=Pie');
    expect(await screen.findByText('Showing recipes tagged “Pie”.')).toBeTruthy();
    expect(chips().queryAllByRole('button', { pressed: true })).toEqual([]);
  });

  it('Back to a search shows that search again, in the box and in the list', async () => {
    const router = renderAt('/recipes');
    await typeSearch(router, 'lemon');
    fireEvent.click(screen.getByRole('button', { name: 'Bread & Pastries' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=Bread'));
    expect(box().value).toBe('');

    await act(() => router.navigate(-1));
    await settle();
    expect(router.state.location.search).toBe('?search=lemon');
    expect(box().value).toBe('lemon');
    expect(pressed()).toEqual(['All Recipes']);
    await expectFound(['Lemon Bars', 'Lemon Drizzle Loaf Cake']);
  });

  it('typing still goes into the address after a pause and leaves the category', async () => {
    const router = renderAt('/recipes?tag=Cake');
    expect(pressed()).toEqual(['Cakes & Cupcakes']);
    fireEvent.change(box(), { target: { value: 'lem' } });
    fireEvent.change(box(), { target: { value: 'lemon' } });
    await settle();
    expect(router.state.location.search).toBe('?search=lemon');
    expect(box().value).toBe('lemon');
    expect(pressed()).toEqual(['All Recipes']);
  });
});

describe('the Recipes page while only part of the catalog is on the device', () => {
  const status = () => screen.getByRole('status');

  it('an empty search offline says the catalog is incomplete and will be complete online', async () => {
    storedComplete = false;
    syncState.setState({
      ...syncIdle,
      status: 'error',
      errorKind: 'offline',
      error: 'You are offline.',
      complete: false,
    });
    const router = renderAt('/recipes');
    await typeSearch(router, 'zzz');
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeTruthy();
    expect(
      screen.getByText(
        'Only part of the recipe catalog is on this device so far. It will be complete when you are back online.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(status().textContent).toBe(
        'No recipes found. Only part of the recipe catalog is on this device so far. It will be complete when you are back online.',
      ),
    );
  });

  it('what a search finds during the first sync is not said to be all there is', async () => {
    storedComplete = false;
    syncState.setState({ ...syncIdle, status: 'syncing', complete: false });
    const router = renderAt('/recipes');
    await typeSearch(router, 'lemon');
    await expectFound(['Lemon Bars', 'Lemon Drizzle Loaf Cake']);
    expect(
      screen.getByText(
        'The recipe catalog is still downloading to this device, so more recipes may match once it is done.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(status().textContent).toMatch(/^2 recipes found so far\. The recipe catalog is still downloading/),
    );

    // The sync ends: the list is the whole catalog's, and says so no longer.
    await act(async () => {
      storedComplete = true;
      syncState.setState({ ...syncIdle, status: 'idle', complete: true });
    });
    await waitFor(() => expect(status().textContent).toBe('2 recipes found'));
    expect(screen.queryByText(/still downloading/)).toBeNull();
  });

  it('a device that holds the whole catalog claims nothing, also before the sync state has loaded its flag', async () => {
    syncState.setState({ ...syncIdle, status: 'idle', complete: false });
    const router = renderAt('/recipes');
    await typeSearch(router, 'zzz');
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeTruthy();
    await waitFor(() => expect(status().textContent).toBe('No recipes found'));
    expect(screen.queryByText(/part of the recipe catalog|still downloading/)).toBeNull();
  });
});
