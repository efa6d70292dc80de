// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type DependencyList } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '../../../shared/schemas/recipe';
import { makeRecipe } from '../../data/recipe-fixture';
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
vi.mock('../../data/use-catalog-query', () => ({
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
vi.mock('../../data/use-device-query', () => ({ useDeviceQuery: () => CATALOG.length }));
vi.mock('../../components/recipes/use-page-recipes', () => ({ usePageRecipes: () => ({ fromPage: undefined, deviceReady: true }) }));
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

afterEach(cleanup);

/** Longer than the page's pause before a typed search goes into the address. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

function renderAt(at: string) {
  const router = createMemoryRouter([{ path: '/recipes', element: <RecipesPage /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
const expectFound = (titles: string[]) =>
  waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(titles));
const box = () => screen.getByRole('searchbox', { name: 'Search recipes' }) as HTMLInputElement;

async function typeSearch(router: ReturnType<typeof renderAt>, text: string) {
  fireEvent.change(box(), { target: { value: text } });
  await waitFor(() => expect(router.state.location.search).toBe(`?search=${text}`));
}

describe('the Recipes page and its address', () => {
  // spec visitor 2: '?tag=' preselects a category; the footer's category links are such addresses.
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
