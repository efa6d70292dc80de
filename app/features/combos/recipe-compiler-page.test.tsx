// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '../../data/recipe-fixture';
import type { Recipe } from '../../../shared/schemas/recipe';
import type * as Combinable from './use-combinable-recipes';
import type * as Api from '../../data/api';
import { toastStore } from '../../components/ui/toast-store';

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

const { RecipeCompilerPage } = await import('./recipe-compiler-page');
const { COMBO_GROUP_PAGE } = await import('./recipe-picker');
const { MAX_COMBINE_RECIPES } = await import('../../../shared/combine-limits');

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
  syncRecipes.mockClear();
  toastStore.setState([], true);
});

/** `count` breads (the fixture's tag), the last one titled so that a filter finds it. */
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

describe('the AI Recipe Combiner’s picker (the one both combiners use) on a large catalog', () => {
  it('shows its group a page at a time with the full count, and more on request, focus on the first new one', () => {
    const list = show(10_000);
    const breads = within(list).getByRole('region', { name: /^Bread & Pastries/ });
    expect(within(breads).getAllByRole('checkbox')).toHaveLength(COMBO_GROUP_PAGE);
    expect(breads.textContent).toContain(`Showing ${COMBO_GROUP_PAGE} of 10,000`);
    fireEvent.click(within(breads).getByRole('button', { name: `Show ${COMBO_GROUP_PAGE} more Bread & Pastries` }));
    const boxes = within(breads).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2 * COMBO_GROUP_PAGE);
    expect(document.activeElement).toBe(boxes[COMBO_GROUP_PAGE]);
  });

  it('the search finds a recipe beyond the first page and says how many match', () => {
    const list = show(10_000);
    fireEvent.change(screen.getByLabelText('Find a recipe'), { target: { value: 'lemon' } });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Last Lemon Loaf']);
    expect(within(list).getByRole('status').textContent).toBe('1 recipe matches.');
    expect(within(list).queryByRole('button', { name: /Show \d+ more/ })).toBeNull();
  });

  it('Enter in the search does not send the combination', () => {
    show(40);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 2' }));
    const filter = screen.getByLabelText('Find a recipe');
    expect(fireEvent.keyDown(filter, { key: 'Enter' })).toBe(false);
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('each card reads its title and description, and no more than the most recipes can be ticked', () => {
    show(10);
    const first = screen.getByRole('checkbox', { name: 'Loaf 1' });
    expect(first.getAttribute('aria-describedby')).toBe('picker-desc-1');
    expect(document.getElementById('picker-desc-1')?.textContent).toBe(state.recipes[0]!.description);
    for (let i = 1; i <= MAX_COMBINE_RECIPES; i++) fireEvent.click(screen.getByRole('checkbox', { name: `Loaf ${i}` }));
    expect(screen.getByRole('checkbox', { name: `Loaf ${MAX_COMBINE_RECIPES + 1}` })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Loaf 1' })).toHaveProperty('disabled', false);
    expect(screen.getByText(`You can combine up to ${MAX_COMBINE_RECIPES} recipes at a time.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loaf 1' }));
    expect(screen.getByRole('checkbox', { name: `Loaf ${MAX_COMBINE_RECIPES + 1}` })).toHaveProperty('disabled', false);
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

    await waitFor(() => expect(toastStore.getState()).toHaveLength(1));
    expect(toastStore.getState()[0]).toMatchObject({
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

    await waitFor(() => expect(toastStore.getState()[0]?.description).toBe('Error generating recipe compilation'));
    expect(screen.getByRole('region', { name: 'Selected Recipes (2)' })).toBeTruthy();
    expect(syncRecipes).not.toHaveBeenCalled();
  });
});
