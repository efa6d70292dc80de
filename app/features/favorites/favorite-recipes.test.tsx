// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '../../data/recipe-fixture';

vi.mock('./favorite-button', () => ({ FavoriteButton: () => null }));
const { FAVORITES_PAGE, FavoriteRecipesGrid } = await import('./favorite-recipes');

afterEach(cleanup);

const recipes = (count: number) =>
  Array.from({ length: count }, (_, i) => makeRecipe(i + 1, { title: `Saved bake ${i + 1}` }));

function show(count: number) {
  render(
    <MemoryRouter>
      <FavoriteRecipesGrid recipes={recipes(count)} />
    </MemoryRouter>,
  );
  return screen.getByRole('list', { name: 'Saved recipes' });
}

describe('the saved recipes grid', () => {
  it('with hundreds of favorites shows a page of cards and more on request, focus on the first new card', () => {
    const list = show(300);
    expect(within(list).getAllByRole('listitem')).toHaveLength(FAVORITES_PAGE);
    expect(screen.getByText(`Showing ${FAVORITES_PAGE} of 300`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Show ${FAVORITES_PAGE} more saved recipes` }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2 * FAVORITES_PAGE);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: `Saved bake ${FAVORITES_PAGE + 1}` }));
  });

  it('the last page offers only what is left, then no button', () => {
    const list = show(FAVORITES_PAGE + 5);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more saved recipes' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(FAVORITES_PAGE + 5);
    expect(screen.queryByRole('button', { name: /more saved recipes/ })).toBeNull();
  });

  it('a usual number of favorites is shown whole, with no button', () => {
    const list = show(FAVORITES_PAGE);
    expect(within(list).getAllByRole('listitem')).toHaveLength(FAVORITES_PAGE);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
