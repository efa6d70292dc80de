// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipeFormValues } from '../../../shared/recipe-form';
import type { Recipe } from '../../../shared/schemas/recipe';
import { toastStore } from '../../components/ui/toast-store';
import { saveAdminSession } from './admin-session';
import { json, makeRecipe, renderRoutes, stubApi, toastTitles } from './admin-test-utils';
import { EMPTY_RECIPE, RecipeForm } from './recipe-form';
import { RecipeEditPage } from './recipe-edit-page';

vi.mock('./use-link-targets', () => ({ useLinkTargets: () => [] }));
vi.mock('../../data/sync-client', () => ({ syncRecipes: async () => undefined }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

function renderForm(mode: 'add' | 'edit', initial: RecipeFormValues = EMPTY_RECIPE, refusal: string | null = null) {
  const onSubmit = vi.fn(async (_values: RecipeFormValues) => refusal);
  const element = (
    <RecipeForm
      mode={mode}
      initial={initial}
      submitLabel="Add Recipe"
      savingLabel="Adding Recipe..."
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />
  );
  renderRoutes([{ path: '/', element }], '/');
  return onSubmit;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
function addEntry(name: string, value: string) {
  type(`New ${name}`, value);
  fireEvent.keyDown(screen.getByLabelText(`New ${name}`, { exact: true }), { key: 'Enter', ctrlKey: true });
}
const focusedName = () => document.activeElement?.getAttribute('aria-label');

const complete: RecipeFormValues = {
  ...EMPTY_RECIPE,
  title: 'Lemon Bars',
  description: 'Bright lemon bars on shortbread.',
  tags: ['Bars'],
  prepTime: '20 mins',
  cookTime: '30 mins',
  difficulty: 'Easy',
  ingredients: ['flour'],
  instructions: ['Bake.'],
};

describe('a save the server refuses', () => {
  it('shows why and puts focus on the message, with every field kept', async () => {
    renderForm(
      'add',
      complete,
      'Failed to add recipe: A recipe with this title already exists. Please choose a different title.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to add recipe: A recipe with this title already exists. Please choose a different title.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Lemon Bars');
    expect((screen.getByRole('button', { name: 'Add Recipe' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the recipe form lists', () => {
  it('saves what is still typed in a new-entry box, as if it had been added', async () => {
    const onSubmit = renderForm('add');
    type('Title', 'Lemon Bars');
    type('Description', 'Bright lemon bars on shortbread.');
    type('New tag', 'Bars');
    type('Prep Time', '20 mins');
    type('Cook Time', '30 mins');
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'Easy' } });
    addEntry('ingredient', '200 g flour');
    type('New ingredient', ' 3 lemons ');
    addEntry('instruction', 'Bake the base.');
    type('New instruction', 'Pour in the filling.');

    fireEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      tags: ['Bars'],
      ingredients: ['200 g flour', '3 lemons'],
      instructions: ['Bake the base.', 'Pour in the filling.'],
    });
    expect(screen.queryByText('At least one tag is required')).toBeNull();
    expect((screen.getByLabelText('New ingredient', { exact: true }) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('3 lemons')).toBeTruthy();
  });

  it("ties a refused list's message to its new-entry box, where focus goes", () => {
    renderForm('add');
    type('Title', 'Lemon Bars');
    type('Description', 'Bright lemon bars on shortbread.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

    expect(focusedName()).toBe('New tag');
    const description = (label: string) =>
      (screen.getByLabelText(label, { exact: true }).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(description('New tag')).toContain('At least one tag is required');
    expect(description('New ingredient')).toContain('At least one ingredient is required');
    expect(description('New instruction')).toContain(
      'Press Ctrl+Enter to add an instruction At least one instruction is required',
    );
  });

  it('keeps keyboard focus in the list when an entry is removed', () => {
    renderForm('add');
    for (const entry of ['flour', 'sugar', 'eggs']) addEntry('ingredient', entry);

    fireEvent.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect(focusedName()).toBe('Remove ingredient 1'); // now sugar's button
    expect(screen.getByRole('list', { name: 'Ingredients added' }).textContent).not.toContain('flour');

    fireEvent.click(screen.getByRole('button', { name: 'Remove ingredient 2' }));
    expect(focusedName()).toBe('Remove ingredient 1'); // the last one went: the one before it

    fireEvent.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect(focusedName()).toBe('New ingredient'); // none left: the box to add one
  });

  it('keeps focus on an entry saved in place with Enter on the edit form', () => {
    renderForm('edit', { ...EMPTY_RECIPE, ingredients: ['flour', 'sugar'] });
    const first = screen.getByLabelText('Ingredient 1') as HTMLInputElement;
    first.focus();
    fireEvent.change(first, { target: { value: '200 g flour, sifted ' } });
    fireEvent.keyDown(first, { key: 'Enter' });

    expect(focusedName()).toBe('Ingredient 1');
    expect((document.activeElement as HTMLInputElement).value).toBe('200 g flour, sifted');

    fireEvent.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect((screen.getByLabelText('Ingredient 1') as HTMLInputElement).value).toBe('sugar');
  });
});

describe('Update Recipe on the edit screen', () => {
  /** Opens the edit form of `recipe`; the server's copy is then changed by `elsewhere`, as another tab would. */
  async function openEdit(recipe: Recipe, elsewhere: Partial<Recipe> = {}) {
    saveAdminSession('admin_1_first');
    toastStore.setState([], true);
    let current = recipe;
    const calls = stubApi({
      current: (method, _url, body) => {
        if (method === 'PUT') current = { ...current, ...(body as object), version: current.version + 1 };
        return json(200, current);
      },
    });
    const router = renderRoutes(
      [
        { path: '/recipes/edit/:slug', element: <RecipeEditPage /> },
        { path: '/admin/dashboard', element: <h1>Admin Dashboard</h1> },
      ],
      `/recipes/edit/${recipe.slug}`,
    );
    await screen.findByDisplayValue(recipe.title);
    current = { ...recipe, ...elsewhere, version: recipe.version + 1 };
    const update = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update Recipe' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
      return calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    };
    return { update, saved: () => current };
  }

  it('sends only the fields changed in the form: a recipe featured meanwhile stays featured', async () => {
    const edit = await openEdit(makeRecipe(3, 'Brown Butter Apple Pie'), { featured: true, featuredOrder: 4 });
    type('Description', 'Apples baked in brown butter under a flaky lid.');

    expect(await edit.update()).toEqual([{ description: 'Apples baked in brown butter under a flaky lid.' }]);
    expect(edit.saved()).toMatchObject({
      featured: true,
      featuredOrder: 4,
      description: 'Apples baked in brown butter under a flaky lid.',
    });
    expect(toastTitles()).toEqual(['Recipe Updated']);
  });

  it('sends Featured when the admin changed it, and a changed list whole', async () => {
    const edit = await openEdit(makeRecipe(3, 'Brown Butter Apple Pie', { ingredients: ['apples', 'butter'] }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Featured/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    type('Servings', ' 10 ');

    expect(await edit.update()).toEqual([{ featured: true, ingredients: ['butter'], servings: 10 }]);
  });

  it('with nothing changed still saves as Update does: an empty change, "Recipe Updated", back to the dashboard', async () => {
    const edit = await openEdit(makeRecipe(5, 'Fudgy Brownies', { featured: true, featuredOrder: 7 }), {
      featured: false,
      featuredOrder: null,
    });
    type('Notes', '  '); // blank notes were blank already

    expect(await edit.update()).toEqual([{}]);
    expect(edit.saved()).toMatchObject({ featured: false, featuredOrder: null });
    expect(toastTitles()).toEqual(['Recipe Updated']);
  });
});

describe('loading the edit screen', () => {
  function openEditOf(slug: string, status: number) {
    saveAdminSession('admin_1_first');
    toastStore.setState([], true);
    stubApi({ current: () => json(status, { message: status === 404 ? 'Recipe not found' : 'Internal error' }) });
    renderRoutes([{ path: '/recipes/edit/:slug', element: <RecipeEditPage /> }], `/recipes/edit/${slug}`);
  }

  it('says a slug that no recipe has was not found, with the way back and no retry', async () => {
    openEditOf('no-such-recipe', 404);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Recipe not found.');
    expect(alert.textContent).not.toContain('Please try again');
    expect(within(alert).getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(toastTitles()).toEqual(['Failed to load recipe']);
  });

  it('offers Try again when the server failed', async () => {
    openEditOf('fudgy-brownies', 500);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load recipe. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toastTitles()).toEqual(['Failed to load recipe']);
  });
});
