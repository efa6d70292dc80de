// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '../../../shared/schemas/recipe';
import { toastStore } from '../../components/ui/toast-store';
import { saveAdminSession } from './admin-session';
import { json, makeRecipe, renderRoutes, stubApi, toastTitles, type Answer } from './admin-test-utils';
import { RecipesTab } from './recipes-tab';

vi.mock('../../data/sync-client', () => ({ syncRecipes: async () => undefined }));

let catalog: Recipe[];
const answer: { current: Answer } = {
  current: (method, url) => {
    if (method === 'GET') return json(200, catalog);
    catalog = catalog.filter((r) => url !== `/api/recipes/${r.slug}`);
    return json(204, null);
  },
};

beforeEach(() => {
  localStorage.clear();
  toastStore.setState([], true);
  saveAdminSession('admin_1_abc');
  catalog = [makeRecipe(1, 'Lemon Bars'), makeRecipe(2, 'Rye Crackers'), makeRecipe(3, 'Vanilla Buttercream')];
  stubApi(answer);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderTab() {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <div role="tabpanel" tabIndex={0} aria-label="Recipes">
            <RecipesTab />
          </div>
        ),
      },
    ],
    '/admin/dashboard',
  );
  return within(await screen.findByRole('table', { name: 'All recipes' }));
}

async function openDelete(table: ReturnType<typeof within>, title: string) {
  const button = table.getByRole('button', { name: `Delete ${title}` });
  button.focus();
  fireEvent.click(button);
  await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
  return button;
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

describe('focus around the delete confirmation', () => {
  it('Cancel returns focus to the Delete button that opened it', async () => {
    const table = await renderTab();
    const opener = await openDelete(table, 'Rye Crackers');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Escape returns focus to the Delete button that opened it', async () => {
    const table = await renderTab();
    const opener = await openDelete(table, 'Lemon Bars');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await dialogGone();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('after a confirmed delete, focus moves to the next recipe’s Delete button', async () => {
    const table = await renderTab();
    await openDelete(table, 'Rye Crackers');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Recipe' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Recipe Deleted']));
    await waitFor(() => expect(table.queryByRole('row', { name: /Rye Crackers/ })).toBeNull());
    expect(document.activeElement).toBe(table.getByRole('button', { name: 'Delete Vanilla Buttercream' }));
  });

  it('deleting the last row moves focus to the row above; deleting the only recipe, to the tab panel', async () => {
    catalog = catalog.slice(1);
    const table = await renderTab();
    await openDelete(table, 'Vanilla Buttercream');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Recipe' }));
    await waitFor(() => expect(table.queryByRole('row', { name: /Vanilla Buttercream/ })).toBeNull());
    expect(document.activeElement).toBe(table.getByRole('button', { name: 'Delete Rye Crackers' }));

    await openDelete(table, 'Rye Crackers');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Recipe' }));
    await screen.findByText('No recipes found.');
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Recipes' }));
  });

  it('when the delete fails, focus goes back to the Delete button of the recipe that is still there', async () => {
    answer.current = (method) => (method === 'GET' ? json(200, catalog) : json(500, { message: 'Internal error' }));
    const table = await renderTab();
    const opener = await openDelete(table, 'Lemon Bars');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Recipe' })));
    await waitFor(() => expect(toastTitles()).toEqual(['Error']));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener).toHaveProperty('disabled', false);
  });
});

describe('a large catalog', () => {
  const numbered = (n: number) => `Loaf ${String(n).padStart(3, '0')}`;

  beforeEach(() => {
    catalog = Array.from({ length: 120 }, (_, i) => makeRecipe(i + 1, numbered(i + 1)));
  });

  it('shows a page of rows at a time, with the count and a Show more button', async () => {
    const table = await renderTab();
    expect(table.getAllByRole('row')).toHaveLength(1 + 50);
    expect(screen.getByRole('status').textContent).toBe('Showing 50 of 120 recipes');

    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more recipes' }));
    expect(table.getAllByRole('row')).toHaveLength(1 + 100);
    // The keyboard carries on at the first new row, not below the list.
    await waitFor(() => expect(document.activeElement).toBe(table.getByRole('link', { name: numbered(51) })));
    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more recipes' }));
    expect(table.getAllByRole('row')).toHaveLength(1 + 120);
    expect(screen.getByRole('status').textContent).toBe('Showing 120 of 120 recipes');
    expect(screen.queryByRole('button', { name: /more recipes$/ })).toBeNull();
  });

  it('finds a recipe beyond the first page by its title, and says when nothing matches', async () => {
    const table = await renderTab();
    expect(table.queryByRole('rowheader', { name: numbered(117) })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a recipe' }), { target: { value: ' loaf 117 ' } });
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([numbered(117)]);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 1 recipe');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a recipe' }), { target: { value: 'brioche' } });
    expect(screen.getByRole('status').textContent).toBe('No recipe title contains "brioche".');
    expect(table.queryAllByRole('rowheader')).toHaveLength(0);
  });
});

describe('deleting a recipe a favorite combo is made of', () => {
  it('names the combos whose page loses its ingredients and steps; other recipes say nothing more', async () => {
    catalog.push(
      makeRecipe(4, 'Cracker Board', {
        tags: ['FavoriteCombos'],
        story: 'Set out a batch of [Rye Crackers](/recipes/rye-crackers) with soft cheese.',
      }),
      makeRecipe(5, 'Tea Tray', {
        tags: ['FavoriteCombos'],
        story: 'Bake [Lemon Bars](/recipes/lemon-bars) and [Rye Crackers](/recipes/rye-crackers).',
      }),
    );
    const table = await renderTab();
    await openDelete(table, 'Rye Crackers');
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'It is part of the favorite combos “Cracker Board” and “Tea Tray”: their pages will no longer list this recipe’s ingredients and steps.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogGone();

    await openDelete(table, 'Vanilla Buttercream');
    expect(screen.getByRole('alertdialog').textContent).not.toContain('favorite combo');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogGone();

    catalog.splice(3, 1); // Cracker Board goes: one combo is left that uses Lemon Bars
    cleanup();
    await openDelete(await renderTab(), 'Lemon Bars');
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'This will permanently delete the recipe “Lemon Bars”. It is part of the favorite combo “Tea Tray”: its page will no longer list this recipe’s ingredients and steps.',
    );
  });
});
