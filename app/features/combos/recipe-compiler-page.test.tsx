// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '../../data/recipe-fixture';
import type { Recipe } from '../../../shared/schemas/recipe';
import type * as Combinable from './use-combinable-recipes';
import type * as Api from '../../data/api';
import { useToastStore } from '../../components/ui/toast-store';

const state = vi.hoisted(() => ({ recipes: [] as Recipe[] }));
vi.mock('./use-combinable-recipes', async (original) => ({
  ...(await original<typeof Combinable>()),
  useCombinableRecipes: () => ({ recipes: state.recipes, status: 'ready' }),
}));
vi.mock('../offline', () => ({ useOnline: () => true }));
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../data/api', async (original) => ({ ...(await original<typeof Api>()), apiRequest }));
const syncRecipes = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../data/sync-client', () => ({ syncRecipes }));
const { ApiError } = await import('../../data/api');

const { COMPILER_PAGE, RecipeCompilerPage } = await import('./recipe-compiler-page');

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
  syncRecipes.mockClear();
  useToastStore.setState({ toasts: [] });
});

function show(count: number) {
  state.recipes = Array.from({ length: count }, (_, i) =>
    makeRecipe(i + 1, { title: i === count - 1 ? 'Last Lemon Loaf' : `Loaf ${i + 1}` }),
  );
  render(
    <MemoryRouter>
      <RecipeCompilerPage />
    </MemoryRouter>,
  );
  return screen.getByRole('group', { name: 'Recipes to combine' });
}

describe('the AI Recipe Combiner checklist on a large catalog', () => {
  it('lists a page of recipes and more on request, focus on the first new one', () => {
    const list = show(10_000);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(COMPILER_PAGE);
    expect(list.textContent).toContain(`Showing ${COMPILER_PAGE} of 10,000`);
    fireEvent.click(within(list).getByRole('button', { name: `Show ${COMPILER_PAGE} more recipes` }));
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2 * COMPILER_PAGE);
    expect(document.activeElement).toBe(boxes[COMPILER_PAGE]);
  });

  it('the filter finds a recipe beyond the first page and says how many match', () => {
    const list = show(10_000);
    fireEvent.change(screen.getByLabelText('Filter recipes'), { target: { value: 'lemon' } });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Last Lemon Loaf']);
    expect(within(list).getByRole('status').textContent).toBe('1 recipe matches.');
    expect(within(list).queryByRole('button', { name: /more recipes/ })).toBeNull();
  });

  it('Enter in the filter does not send the combination', () => {
    show(40);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 2' }));
    const filter = screen.getByLabelText('Filter recipes');
    expect(fireEvent.keyDown(filter, { key: 'Enter' })).toBe(false);
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('a small catalog lists every recipe with no Show more', () => {
    const list = show(40);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(40);
    expect(within(list).queryByRole('button')).toBeNull();
  });
});

describe('the AI Recipe Combiner when a picked recipe was deleted before this device synced', () => {
  it('names the recipe in the toast, unpicks it and syncs the catalog', async () => {
    show(3);
    const message = 'A recipe you picked was removed from the catalog. Please pick another and try again.';
    apiRequest.mockRejectedValueOnce(new ApiError(400, JSON.stringify({ message, missingRecipeIds: [2] }), message));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe Combination' }));

    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Error creating recipe combination',
      description: '“Loaf 2” was removed from the catalog. Please pick another recipe and try again.',
      variant: 'destructive',
    });
    const picked = screen.getByRole('region', { name: 'Selected Recipes (1)' });
    expect(
      within(picked)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Loaf 1']);
    expect((screen.getByRole('checkbox', { name: 'Loaf 2' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(syncRecipes).toHaveBeenCalledTimes(1));
  });

  it('shows any other failure’s server message and does not sync', async () => {
    show(3);
    apiRequest.mockRejectedValueOnce(
      new ApiError(502, '{"message":"Error generating recipe compilation"}', 'Error generating recipe compilation'),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Recipe Combination' }));

    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.description).toBe('Error generating recipe compilation'),
    );
    expect(screen.getByRole('region', { name: 'Selected Recipes (2)' })).toBeTruthy();
    expect(syncRecipes).not.toHaveBeenCalled();
  });
});
