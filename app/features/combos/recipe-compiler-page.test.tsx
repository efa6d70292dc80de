// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '../../data/recipe-fixture';
import type { Recipe } from '../../../shared/schemas/recipe';
import type * as Combinable from './use-combinable-recipes';

const state = vi.hoisted(() => ({ recipes: [] as Recipe[] }));
vi.mock('./use-combinable-recipes', async (original) => ({
  ...(await original<typeof Combinable>()),
  useCombinableRecipes: () => ({ recipes: state.recipes, status: 'ready' }),
}));
vi.mock('../offline', () => ({ useOnline: () => true }));
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../data/api', () => ({ apiRequest, messageOf: (_: unknown, fallback: string) => fallback }));

const { COMPILER_PAGE, RecipeCompilerPage } = await import('./recipe-compiler-page');

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

function show(count: number) {
  state.recipes = Array.from({ length: count }, (_, i) => makeRecipe(i + 1, { title: i === count - 1 ? 'Last Lemon Loaf' : `Loaf ${i + 1}` }));
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
    expect(within(list).getAllByRole('checkbox').map((b) => b.getAttribute('aria-label'))).toEqual(['Last Lemon Loaf']);
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
